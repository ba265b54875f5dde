"""deidq: de-identification pipeline for clinical notes."""

__version__ = "0.1.0"
