// Either package has better-sqlite3 12's API (and types).
import Database from 'better-sqlite3';
export = Database;
