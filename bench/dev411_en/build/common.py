"""Shared snippets for genre renderers."""
import fmt as F
import pools_terms as PT
import pools_places as PP

ORG_KEYS = ["MRSA", "CPE", "CDI", "NORO", "VRE", "ESBL", "CAURIS", "FLU", "COVID", "IGAS",
            "ACINETO"]

# plan lines per alert organism (plain text, no PHI)
PLAN = {
    "MRSA": ["Start decolonisation: {decol} daily x5 days plus {nasal} TDS x5 days.",
             "Re-screen (nose, groin, wound) 48 h after completing decolonisation; 3 negative sets required to stand down.",
             "Contact precautions: gloves/apron for direct care; dedicated BP cuff and stethoscope.",
             "Review IV access daily (VIP score); remove cannula if not needed."],
    "CPE": ["Single room with en-suite or dedicated commode; contact precautions for the whole admission.",
            "Rectal swab screen of bay contacts weekly x3 (see contact tracing record).",
            "Antimicrobials per micro: avoid carbapenems unless discussed; consider {abx}.",
            "Alert placed on the electronic record; flag to persist on readmission."],
    "CDI": ["Isolate until 48 h without diarrhoea and formed stool (Bristol 1-4).",
            "Start oral vancomycin 125 mg QDS 10 days (fidaxomicin if recurrence).",
            "Stop/review PPI ({ppi}) and non-essential laxatives; review antimicrobials.",
            "Daily clean with {dis}; terminal clean + HPV on discharge.",
            "Soap and water hand washing - alcohol gel not sufficient for spores."],
    "NORO": ["Isolate / cohort until 48 h symptom free.", "Enteric precautions; soap and water.",
             "Stool sample x1 for norovirus PCR if not already sent.",
             "No transfers out of the bay unless clinically urgent; discuss with IPC first."],
    "VRE": ["Contact precautions; single room if diarrhoea or open wound.",
            "Avoid vancomycin where possible; linezolid/daptomycin per micro.",
            "Screen roommates (rectal swab) x1."],
    "ESBL": ["Standard precautions plus contact precautions if diarrhoea/incontinence.",
             "Treat only if clinically infected; {abx} per sensitivities."],
    "CAURIS": ["Single room, contact precautions, dedicated equipment.",
               "Screen axilla/groin of all bay contacts; repeat weekly.",
               "Clean with {dis} (chlorine-based); quaternary ammonium wipes NOT effective."],
    "FLU": ["Droplet precautions; FRSM for staff, surgical mask for pt when leaving room.",
            "Oseltamivir 75 mg BD 5 days; prophylaxis for exposed bay contacts per PHAC/UKHSA advice."],
    "COVID": ["Droplet/airborne precautions; FFP3/N95 for AGPs.",
              "Isolate 10 days from onset or positive test; step down if improving and afebrile 48 h.",
              "Paxlovid eligibility reviewed by pharmacy."],
    "IGAS": ["Droplet precautions for 24 h after starting effective antimicrobials.",
             "Identify close contacts (household, shared bay) for chemoprophylaxis assessment."],
    "ACINETO": ["Single room; contact precautions; dedicated equipment.",
                "Environmental sampling of bed space and sink traps.",
                "Screen ICU contacts (skin, rectal, ETT) weekly."],
}

PMH = ["T2DM", "AF on apixaban", "CKD stage 3", "COPD", "CCF (EF 35%)", "previous CVA",
       "dementia (Alzheimer's)", "Parkinson's disease", "rheumatoid arthritis on methotrexate",
       "ESRF on haemodialysis", "recent hip fracture (DHS)", "Crohn's disease", "cirrhosis",
       "IHD, CABG", "hypertension", "hypothyroidism", "MDS on transfusion", "ulcerative colitis",
       "Hodgkin lymphoma in remission", "multiple myeloma", "psoriasis", "asthma", "epilepsy"]
REASONS = ["UTI", "community-acquired pneumonia", "fall, #NOF", "cellulitis L leg",
           "infective exacerbation of COPD", "decompensated heart failure", "AKI", "delirium",
           "elective TKR", "diverticulitis", "DKA", "biliary sepsis", "elective CABG",
           "GI bleed", "pyelonephritis", "small bowel obstruction", "stroke"]


def org_name(c, key):
    return c.pick(PT.ORGANISMS[key])


def plan_lines(c, key):
    out = []
    for ln in PT_PLAN(key):
        out.append(ln.format(decol=c.pick(PT.DECOLON), nasal=c.pick(["mupirocin 2%", "Prontoderm",
                   "octenidine nasal gel", "Naseptin"]), abx=c.pick(PT.ANTIBIOTICS),
                   ppi=c.pick(["omeprazole", "lansoprazole", "esomeprazole"]),
                   dis=c.pick(PT.DISINFECT)))
    return out


def PT_PLAN(key):
    return PLAN.get(key, PLAN["MRSA"])


def signature(c, d, s, with_lic=None, with_mail=None, with_phone=True):
    """signature block for a staff member s (DOCTOR)."""
    if with_lic is None:
        with_lic = c.chance(0.45)
    if with_mail is None:
        with_mail = c.chance(0.5)
    lead = c.pick(["Signed: ", "", "-- ", "Electronically signed by ", "Reviewed by: ",
                   "Author: "])
    style = c.pick(["fl", "fl", "fml", "FL", "fil"])
    d.w(lead, c.N(s, style))
    if s["role"] in ("Consultant Microbiologist", "Consultant", "Infectious Diseases Physician",
                     "Registrar", "FY2", "Resident (PGY-2)", "Hospital Epidemiologist",
                     "Consultant in Communicable Disease Control"):
        d.t(c.pick([", ", " ", ", MD, ", " MBBS FRCPath, "]))
    else:
        d.t(c.pick([", RN, ", " RN ", ", RGN, ", ", "]) if c.country in ("United Kingdom", "Ireland") else c.pick([", RN, ", ", "]))
    d.t(s["role"])
    if with_lic:
        d.w(" (", c.lic(s), ")")
    if with_phone:
        if c.chance(0.5):
            d.w(c.pick([", ", " - "]), c.bw(), " ", c.bleep(s))
        else:
            d.w(c.pick([", Tel ", ", ph ", ", direct line "]), c.phone())
    if with_mail:
        d.w(", ", (s["email"], "EMAIL"))
    d.t("\n")


def sig_short(c, d, s):
    """one-line initials style sign-off, e.g. '/JK IPCN'."""
    r = c.rng.randrange(4)
    if r == 0:
        d.w("/", c.N(s, "ini"), " ", ROLE_ABBR.get(s["role"], s["role"]), "\n")
    elif r == 1:
        d.w("-- ", c.N(s, "fil"), " (", s["role"], ")\n")
    elif r == 2:
        d.w(c.N(s, "f"), " ", c.N(s, "l"), " | ", s["role"], " | ", c.bw(), " ", c.bleep(s), "\n")
    else:
        d.w("Signed ", c.N(s, "FL"), ", ", s["role"], "\n")


def hdr_patient(c, d, p, compact=False):
    """patient identification block used in many genres."""
    sep = "   " if compact else "\n"
    style = c.pick(["LF", "LF", "Lf", "FL", "fl", "LFM"])
    d.w("Patient: ", c.N(p, style), sep)
    if c.chance(0.5):
        d.w("DOB: ", c.D(p["dob"]), " (", c.A(p), c.pick(["y", " yrs", " y/o", ""]), ")", sep)
    else:
        d.w("DOB: ", c.D(p["dob"]), sep, "Age: ", c.A(p), sep)
    d.w("Sex: ", p["sex"], sep)
    d.w(c.mrn_label, ": ", c.ID(p), sep)
    if p.get("nat"):
        d.w(c.nat(p), sep)
    if c.country == "United States" and c.chance(0.4):
        d.w("SSN: ", (F.ssn(c.rng, c.country), "SSN"), sep)
    if compact:
        d.t("\n")


def country_phrase(c):
    return (c.pick(PP.TRAVEL_COUNTRIES), "COUNTRY")


def bay_list(c, d, n, word=False, sep=None):
    """bay numbers, each one a LOCATION_OTHER span: '1, 3 and 4' / 'Bays 2 & 3' / '1,4'."""
    nums = sorted(c.rng.sample(range(1, 7), n))
    if word:
        d.t("Bay " if n == 1 else "Bays ")
    for i, x in enumerate(nums):
        if i:
            if sep:
                d.t(sep)
            elif i == n - 1:
                d.t(c.pick([" and ", " & "]))
            else:
                d.t(", ")
        d.p(str(x), "LOCATION_OTHER")


# sentences dense in hard negatives (eponyms, place-like scale names, products,
# guideline names with years, capitalised non-names, name-like ordinary words)
HARDNEG = [
    "GCS 15 (Glasgow Coma Scale), RASS 0 (Richmond Agitation-Sedation Scale), 4AT 0.",
    "Bristol Stool Chart in use; last recorded Bristol type {n}.",
    "Foley catheter and Hickman line reviewed - both still indicated.",
    "Background Addison's disease on hydrocortisone; Parkinson's medications time-critical.",
    "Legionella urinary antigen negative; pneumococcal antigen negative.",
    "Norovirus was formerly called Norwalk-like virus; current strain GII.4 Sydney.",
    "Ref: {guide}.",
    "Standards applied: {guide}; {guide2}.",
    "Products: {dis}; {dis2} for sporicidal cleaning.",
    "Will discuss at the 10:00 safety huddle; Mark on the bed board as isolation.",
    "May step down precautions once 3 consecutive negative screens.",
    "Hope to reopen bay once 48 h clear - Gold command aware.",
    "Bill to the IPC cost centre (Estates job raised for HPV).",
    "Site status: OPEL 3 (Amber); Green for elective admissions.",
    "Wells score 1; Manchester Triage category 3 at presentation.",
    "Charlson index 6; Clinical Frailty Scale 6; Waterlow 18, Braden 14.",
    "Crohn's disease on azathioprine; Cushingoid from long-term prednisolone.",
    "Gram stain: Gram-positive cocci in clusters; Ziehl-Neelsen stain negative.",
    "Swabs processed on {method}; confirmation by {method2}.",
    "Alaris GP pump and Accu-Chek Inform II glucometer cleaned with {dis}.",
    "Reported to {pub} under the mandatory HCAI surveillance scheme.",
    "Hand hygiene posters (Clean Your Hands campaign) replaced; Virkon spill kit restocked.",
    "Sister-in-charge to Mark bays on the board as Red/Amber/Green.",
]


def hardneg(c, d, k=1):
    for ln in c.rng.sample(HARDNEG, k):
        d.t(ln.format(n=c.rng.randrange(1, 8), guide=c.pick(PT.GUIDELINES), guide2=c.pick(PT.GUIDELINES),
                      dis=c.pick(PT.DISINFECT), dis2=c.pick(PT.DISINFECT), method=c.pick(PT.METHODS),
                      method2=c.pick(PT.METHODS), pub=c.pick(c.pub)) + "\n")


ORG_SITES = {"MRSA": ["nose", "groin", "perineum", "axilla", "wound", "throat", "PEG site"],
             "CPE": ["rectal swab", "faeces", "catheter urine (CSU)", "wound"],
             "CDI": ["faeces"], "NORO": ["faeces", "vomitus"], "VRE": ["rectal swab", "faeces", "catheter urine (CSU)"],
             "ESBL": ["catheter urine (CSU)", "MSU", "rectal swab", "blood culture"],
             "CAURIS": ["axilla/groin swab", "catheter urine (CSU)", "wound"],
             "FLU": ["nasopharyngeal swab", "throat swab"], "COVID": ["nasopharyngeal swab", "combined nose/throat swab"],
             "TB": ["sputum", "BAL"], "IGAS": ["blood culture", "wound", "throat swab"],
             "ACINETO": ["tracheal aspirate", "wound", "rectal swab"], "MEASLES": ["throat swab", "serum"],
             "SCABIES": ["skin scraping"]}
ORG_METHODS = {"MRSA": ["chromogenic agar (MRSA Brilliance 2)", "Xpert MRSA NxG", "MALDI-TOF"],
               "CPE": ["GeneXpert Carba-R", "NG-Test CARBA 5", "mCIM", "MALDI-TOF"],
               "CDI": ["GDH/toxin EIA", "BD MAX Cdiff"], "NORO": ["Xpert Norovirus", "multiplex GI PCR"],
               "VRE": ["Vitek 2", "MALDI-TOF", "vanA/vanB PCR"], "ESBL": ["Vitek 2", "disc diffusion (EUCAST)"],
               "CAURIS": ["MALDI-TOF", "C. auris PCR"], "FLU": ["multiplex respiratory PCR"],
               "COVID": ["SARS-CoV-2 RT-PCR"], "TB": ["Auramine stain", "Ziehl-Neelsen stain", "Xpert MTB/RIF Ultra"],
               "IGAS": ["MALDI-TOF", "Lancefield grouping"], "ACINETO": ["MALDI-TOF", "Vitek 2"],
               "MEASLES": ["measles IgM EIA", "measles RNA PCR"], "SCABIES": ["microscopy"]}


def site(c, key):
    return c.pick(ORG_SITES.get(key, PT.SCREEN_SITES))


def method(c, key):
    return c.pick(ORG_METHODS.get(key, PT.METHODS))


ROLE_ABBR = {"IPC Nurse Specialist": "IPCN", "Lead IPC Nurse": "Lead IPCN", "Infection Preventionist": "IP",
             "Clinical Nurse Consultant (IPC)": "CNC IPC", "Charge Nurse": "CN", "Staff Nurse": "SN",
             "Registrar": "SpR", "Consultant Microbiologist": "Cons Micro", "Ward Manager": "WM",
             "Occupational Health Nurse": "OHN", "IPC Link Nurse": "IPC link"}
