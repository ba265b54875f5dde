from deidq.cli import app

app()
