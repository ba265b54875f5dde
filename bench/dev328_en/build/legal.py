"""Jurisdiction vocabulary (statutes, public oversight bodies, role titles).

Names of statutes and public bodies are not PHI under the project conventions, even where
they contain a state or country name (see README conventions).
"""

ACT = {
    ("AU", "VIC"): "Voluntary Assisted Dying Act 2017", ("AU", "WA"): "Voluntary Assisted Dying Act 2019",
    ("AU", "TAS"): "End-of-Life Choices (Voluntary Assisted Dying) Act 2021",
    ("AU", "SA"): "Voluntary Assisted Dying Act 2021", ("AU", "QLD"): "Voluntary Assisted Dying Act 2021",
    ("AU", "NSW"): "Voluntary Assisted Dying Act 2022",
    ("US", "OR"): "Oregon Death with Dignity Act", ("US", "WA"): "Washington Death with Dignity Act",
    ("US", "CA"): "End of Life Option Act", ("US", "CO"): "End-of-Life Options Act",
    ("US", "VT"): "Act 39 (Patient Choice and Control at the End of Life)", ("US", "HI"): "Our Care, Our Choice Act",
    ("US", "NJ"): "Medical Aid in Dying for the Terminally Ill Act", ("US", "ME"): "Maine Death with Dignity Act",
    ("US", "NM"): "Elizabeth Whitefield End-of-Life Options Act", ("US", "DC"): "Death with Dignity Act of 2016",
}

BOARD = {
    ("AU", "VIC"): "Voluntary Assisted Dying Review Board", ("AU", "WA"): "Voluntary Assisted Dying Board",
    ("AU", "TAS"): "Voluntary Assisted Dying Commission", ("AU", "SA"): "Voluntary Assisted Dying Review Board",
    ("AU", "QLD"): "Voluntary Assisted Dying Review Board", ("AU", "NSW"): "Voluntary Assisted Dying Board",
    ("US", "OR"): "Oregon Health Authority, Center for Health Statistics",
    ("US", "WA"): "Washington State Department of Health", ("US", "CA"): "California Department of Public Health",
    ("US", "CO"): "Colorado Department of Public Health and Environment", ("US", "VT"): "Vermont Department of Health",
    ("US", "HI"): "Hawaii State Department of Health", ("US", "NJ"): "New Jersey Department of Health",
    ("US", "ME"): "Maine Department of Health and Human Services", ("US", "NM"): "New Mexico Department of Health",
    ("US", "DC"): "DC Health",
}

CA_PROV_BODY = {
    "ON": "Office of the Chief Coroner", "BC": "Ministry of Health MAID Oversight Unit",
    "AB": "Office of the Chief Medical Examiner", "QC": "Commission sur les soins de fin de vie",
    "NS": "Nova Scotia Medical Examiner Service", "MB": "Office of the Chief Medical Examiner",
    "SK": "Office of the Chief Coroner", "NB": "Office of the Chief Coroner",
    "NL": "Office of the Chief Medical Examiner", "PE": "Office of the Chief Coroner",
}

NZ_ACT = "End of Life Choice Act 2019"
NZ_BODY = "Registrar (assisted dying)"
NZ_REVIEW = "End of Life Review Committee"
NZ_SCENZ = "SCENZ Group"
CA_LAW = "Criminal Code, s. 241.2"
CA_FED = "Health Canada"

WAIT_AU = {"VIC": "9 days", "WA": "9 days", "SA": "9 days", "QLD": "9 days", "NSW": "5 days", "TAS": "48 hours"}

REGLABEL = {"AU": "AHPRA reg.", "NZ": "MCNZ reg.", "CA": "Licence #", "US": "License #"}


def roles(country):
    if country == "AU":
        return dict(coord="Coordinating Practitioner", consult="Consulting Practitioner",
                    prog="voluntary assisted dying", abbr="VAD", nav="VAD Care Navigator",
                    pharm="Statewide VAD Pharmacy Service pharmacist", subst="VAD substance",
                    first="first request", final="final request", decl="written declaration")
    if country == "NZ":
        return dict(coord="Attending Medical Practitioner (AMP)", consult="Independent Medical Practitioner (IMP)",
                    prog="assisted dying", abbr="AD", nav="Assisted Dying Service coordinator",
                    pharm="dispensing pharmacist", subst="medication",
                    first="initial request", final="confirmation of choice", decl="written request (Form A)")
    if country == "CA":
        return dict(coord="MAID Assessor/Provider", consult="Second Independent Assessor",
                    prog="medical assistance in dying", abbr="MAID", nav="MAID Care Coordinator",
                    pharm="MAID kit pharmacist", subst="MAID medications",
                    first="initial request", final="final consent", decl="written request")
    return dict(coord="Attending Physician", consult="Consulting Physician",
                prog="medical aid in dying", abbr="MAID", nav="end-of-life options navigator",
                pharm="dispensing pharmacist", subst="aid-in-dying medication",
                first="first oral request", final="second oral request", decl="written request")
