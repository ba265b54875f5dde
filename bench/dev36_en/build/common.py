"""Per-note setup shared by all genres: hospital, staff, GP, identifiers."""
import pools as P
from phi import M
import blocks as B

ROLE_TITLES = {
    "neuro": {"US": ["Attending Neurologist", "Neurology Attending"],
              "CA": ["Neurologist"],
              "X": ["Consultant Neurologist", "Consultant in Neurology"]},
    "rheum": {"US": ["Rheumatology Attending", "Rheumatologist"], "CA": ["Rheumatologist"],
              "X": ["Consultant Rheumatologist", "Consultant in Rheumatology"]},
    "haem": {"US": ["Hematology/Oncology Attending", "Hematologist"],
             "CA": ["Hematologist"],
             "X": ["Consultant Haematologist", "Consultant in Haematology"]},
    "id": {"US": ["Infectious Diseases Attending", "ID Physician", "HIV Specialist"], "CA": ["Infectious Diseases Physician"],
           "X": ["Consultant in Infectious Diseases", "Consultant Physician in HIV Medicine", "Consultant in Genitourinary and HIV Medicine"]},
    "resp": {"US": ["Pulmonary Attending", "Pulmonologist"],
             "CA": ["Respirologist"],
             "X": ["Consultant Respiratory Physician", "Consultant Chest Physician"]},
    "gi": {"US": ["Gastroenterology Attending", "Gastroenterologist", "Advanced Endoscopy"], "CA": ["Gastroenterologist"],
           "X": ["Consultant Gastroenterologist", "Consultant Physician and Gastroenterologist"]},
    "hep": {"US": ["Transplant Hepatology Attending", "Hepatologist"], "CA": ["Hepatologist"],
            "X": ["Consultant Hepatologist", "Consultant in Hepatology"]},
    "uro": {"US": ["Urology Attending", "Urologist"], "CA": ["Urologist"],
            "X": ["Consultant Urological Surgeon", "Consultant Urologist"]},
}
JUNIOR = {"US": ["PGY-2 Resident", "Fellow", "Resident", "PGY-3", "Fellow (PGY-5)"],
          "CA": ["Resident", "R3", "Clinical Fellow"],
          "UK": ["Specialty Registrar", "ST4 Registrar", "Clinical Fellow", "Core Trainee", "SpR"],
          "IE": ["Specialist Registrar", "SpR", "SHO", "Registrar"],
          "AU": ["Advanced Trainee", "Registrar", "Resident Medical Officer", "Fellow"],
          "NZ": ["Registrar", "Advanced Trainee", "House Officer"]}


SUB_ROLES = {
    "stroke": {"US": ["Vascular Neurology Attending", "Stroke Neurologist"], "CA": ["Stroke Neurologist"],
               "X": ["Consultant Stroke Physician", "Consultant Neurologist and Stroke Physician"]},
    "reaction": {"US": ["Transfusion Medicine Attending", "Medical Director, Blood Bank"], "CA": ["Transfusion Medicine Physician"],
                 "X": ["Consultant Haematologist (Transfusion)", "Consultant in Haematology and Transfusion Medicine"]},
    "sleep_study": {"US": ["Sleep Medicine Physician", "Pulmonary & Sleep Medicine Attending"], "CA": ["Sleep Physician"],
                    "X": ["Consultant in Respiratory and Sleep Medicine", "Sleep Physician"]},
}
SUB_ROLES["tia"] = SUB_ROLES["stroke"]
SUB_ROLES["cpap"] = SUB_ROLES["sleep_study"]


def sub_role(c, sub):
    t = SUB_ROLES[sub]
    c.role = c.ch(t.get(c.loc, t["X"]))


def role_title(c, g):
    t = ROLE_TITLES[g]
    return c.ch(t.get(c.loc, t["X"]))


def setup(c, g):
    r = c.r
    c.family = []
    c.nok = None
    B.setup_ids(c)
    c.hosp = c.make_hospital()
    c.hosp2 = c.make_hospital()
    while c.hosp2["name"] == c.hosp["name"]:
        c.hosp2 = c.make_hospital()
    c.ward = c.ch(P.WARD_NAMES)
    c.dayunit = c.ch(P.DAY_UNITS)
    c.bed = str(r.randint(1, 32)) + (r.choice(["", "", "A", "B"]) if r.random() < 0.3 else "")
    c.cons = c.new_staff("doc")
    c.reg = c.new_staff("doc")
    c.nurse = c.new_staff("rn" if r.random() < 0.6 else "np", sex=r.choice("FFFM"))
    c.sec = c.new_staff("rn", sex=r.choice("FFFFM"))
    c.sec.kind = "sec"
    c.sec.cred = ""
    if g == "uro":
        from ctx import CREDS
        c.cons.cred = c.ch(CREDS[c.loc]["surg"])
        c.reg.cred = c.ch(CREDS[c.loc]["doc"])
        p = {"UK": 0.9, "IE": 0.9, "AU": 0.4, "NZ": 0.5}.get(c.loc, 0)
        if c.r.random() < p:
            c.cons.surg_title = "Mr" if c.cons.sex == "M" else c.ch(["Ms", "Miss", "Ms"])
    c.gp = c.new_staff("doc")
    if c.loc == "CA" and c.r.random() < 0.6:
        c.gp.cred = c.ch(["MD, CCFP", "MD CCFP"])
    c.practice = c.make_practice()
    c.profession = c.ch(P.PROFESSIONS)
    c.role = role_title(c, g)
    c.junior_role = c.ch(JUNIOR[c.loc])
    dept_word = {"neuro": "neurology", "rheum": "rheumatology", "haem": c.sp("hematology", "haematology"),
                 "id": "infectiousdiseases", "resp": "respiratory", "gi": "gastro", "hep": "hepatology",
                 "uro": "urology"}[g]
    c.dept_email = r.choice([f"{dept_word}@{c.hosp['domain']}", f"{dept_word}.secretaries@{c.hosp['domain']}",
                             f"{dept_word}.admin@{c.hosp['domain']}", f"{dept_word}-referrals@{c.hosp['domain']}"])


def gp_title(c):
    return {"US": "PCP", "CA": "Family physician", "UK": "GP", "IE": "GP", "AU": "GP", "NZ": "GP"}[c.loc]


def vitals(c, hr=None):
    r = c.r
    sbp = r.randint(104, 172)
    dbp = r.randint(58, 98)
    hr = hr or r.randint(56, 104)
    t = round(r.uniform(36.1, 37.6), 1)
    tf = round(t * 9 / 5 + 32, 1)
    sat = r.randint(92, 100)
    wt = r.randint(48, 128)
    temp = f"{tf} F" if c.loc == "US" else f"{t} C"
    return r.choice([f"BP {sbp}/{dbp}, HR {hr}, T {temp}, SpO2 {sat}% RA, Wt {wt} kg",
                     f"BP {sbp}/{dbp} mmHg  P {hr}  RR {r.randint(12, 20)}  Temp {temp}  Sats {sat}% on air",
                     f"Obs: BP {sbp}/{dbp}, pulse {hr} reg, sats {sat}%, afebrile. Weight {wt} kg."])


def med_list(c, items, n=None):
    r = c.r
    items = list(items)
    r.shuffle(items)
    if n:
        items = items[:n]
    return items


ALLERGY = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Sulfa - hives", "Codeine (nausea)",
           "NKDA", "Latex", "Trimethoprim (rash)", "Iodinated contrast - urticaria", "Nil known", "NKDA",
           "Amoxicillin - anaphylaxis", "Morphine (itch)", "Nil known", "No known allergies"]


def allergy(c):
    return c.ch(ALLERGY)
