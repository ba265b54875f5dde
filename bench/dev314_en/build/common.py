"""Shared blocks used by several genres: patient labels, signatures, medical history, spelling."""
from core import R, pick, chance, digits, letters, sample
from ident import slug, private_ip

US_SPELL = [("anaesthetist", "anesthesiologist"), ("anaesth", "anesth"), ("Anaesth", "Anesth"), ("orthopaed", "orthoped"),
            ("Orthopaed", "Orthoped"), ("oedema", "edema"), ("Oedema", "Edema"), ("haemat", "hemat"), ("colour", "color"),
            ("paediatric", "pediatric"), ("manoeuvre", "maneuver"), ("ischaemi", "ischemi"), ("paracetamol", "acetaminophen"), ("co-codamol 30/500", "Tylenol #3"), ("co-codamol", "Tylenol #3"), ("co-amoxiclav", "amoxicillin-clavulanate"), (" QDS", " QID"), (" TDS", " TID"), (" BD", " BID"),
            ("mobilis", "mobiliz"), ("desensitis", "desensitiz"), ("stabilis", "stabiliz"), ("programme", "program"),
            ("centre", "center"), ("haem", "hem")]


def sp(k, s):
    if k.code != "US":
        return s
    for a, b in US_SPELL:
        s = s.replace(a, b)
    return s


PMH = ["T2DM (HbA1c 58 mmol/mol)", "T2DM on metformin 1 g BD", "HTN", "asthma", "hypothyroidism", "epilepsy", "AF on apixaban 5 mg BD",
       "previous R CTR", "gout", "RA on methotrexate 15 mg weekly", "depression", "COPD", "IHD - stent", "CKD stage 3", "obesity (BMI 36)",
       "hypercholesterolaemia", "psoriasis", "T1DM on insulin pump", "Raynaud's phenomenon", "Hodgkin's lymphoma (in remission)"]
DRUGS = ["atorvastatin 20 mg nocte", "ramipril 5 mg OD", "salbutamol inh PRN", "levothyroxine 100 mcg OD", "metformin 500 mg BD",
         "apixaban 5 mg BD", "amlodipine 5 mg OD", "sertraline 50 mg OD", "omeprazole 20 mg OD", "OCP", "warfarin (INR 2.4)",
         "clopidogrel 75 mg OD", "methotrexate 15 mg weekly + folic acid", "insulin glargine 22 units nocte", "nil regular"]
ALLERGY = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "latex", "codeine (vomiting)", "elastoplast", "sulfa drugs", "NKDA", "chlorhexidine"]
HOBBIES = ["plays guitar", "keen golfer", "rock climbing", "plays the cello", "gym 4x/week", "knitting", "gardening", "fly fishing",
           "plays hurling", "netball", "plays piano", "woodwork", "cycling", "plays rugby at weekends", "video gaming", "baking", "pottery",
           "bouldering", "kayaking", "plays tennis"]
LANGS = ["Polish", "Romanian", "Punjabi", "Urdu", "Mandarin", "Cantonese", "Vietnamese", "Arabic", "Somali", "Tigrinya", "Portuguese",
         "Lithuanian", "Tongan", "Samoan", "Farsi", "Dari", "Tagalog", "Tamil", "isiZulu", "Spanish", "Ukrainian", "Korean"]


def agesex(k):
    a = ("AGE", str(k.age))
    s = k.sex
    v = R.randrange(6)
    if v == 0:
        return [a, s]
    if v == 1:
        return [a, " ", s]
    if v == 2:
        return [a, "y ", s]
    if v == 3:
        return [a, " yo ", s]
    if v == 4:
        return [a, "/", s]
    return [a, " yrs, ", "male" if s == "M" else "female"]


def pt_label(n, k, compact=False):
    """Patient identification block in one of several house styles."""
    c = k.c
    v = R.randrange(5) if not compact else pick([1, 3])
    mlab, mval = k.mrn
    hlab, hval = k.hp
    if v == 0:
        n.ln("Name: ", k.pname(pick(["LF", "LFU", "fl"])), "    DOB: ", k.dob_p(), " (", ("AGE", str(k.age)), pick(["y)", " yrs)", ")"]))
        n.ln(mlab, ": ", ("MRN", mval), "    ", hlab, ": ", ("HEALTHPLAN", hval))
        n.ln("Address: ", k.addr)
        n.ln("Tel: ", ("PHONE", k.home), pick(["   Mobile: ", "  / mob ", "   Cell: " if c.us else "   Mob: "]), ("PHONE", k.mob))
    elif v == 1:
        n.ln("PATIENT: ", k.pname("LFU"), " | DOB ", k.dob_p(), " | ", mlab, " ", ("MRN", mval), " | ", hlab, " ", ("HEALTHPLAN", hval))
    elif v == 2:
        n.ln(("PATIENT", k.pt.n("LF")))
        n.ln(k.dob_p(), "  ", k.sex, "  ", ("AGE", str(k.age)), "y")
        n.ln(mlab, " ", ("MRN", mval))
        n.ln(k.addr_ml)
        n.ln(hlab, ": ", ("HEALTHPLAN", hval))
    elif v == 3:
        n.ln("Pt: ", k.pname("fl"), ", ", agesex(k), ", DOB ", k.dob_p(), ", ", mlab, " ", ("MRN", mval))
    else:
        n.ln("Surname: ", ("PATIENT", k.pt.last.upper()), "   Forename(s): ", ("PATIENT", k.pt.first + ((" " + k.pt.mid) if k.pt.mid else "")))
        n.ln("Date of birth: ", k.dob_p(), "   Sex: ", "Male" if k.sex == "M" else "Female")
        n.ln(mlab, ": ", ("MRN", mval), "   ", hlab, ": ", ("HEALTHPLAN", hval))
        n.ln("Home address: ", k.addr)
        n.ln("Contact: ", ("PHONE", k.mob))


def sig(n, s, k, lic=True, bleep=True, date=None):
    """Signature block for a staff member s."""
    c = k.c
    v = R.randrange(4)
    if v == 0:
        n.ln(s.ref("fl" if chance(0.5) else "fi"), (", " + s.cred) if s.cred else "")
        n.ln(s.job)
    elif v == 1:
        n.ln("Signed: ", ("DOCTOR", s.n(pick(["fl", "fml", "fi"]))), " (", s.job, ")")
    elif v == 2:
        n.ln("Electronically signed by ", ("DOCTOR", s.n("fl")), (", " + s.cred) if s.cred else "", " on ", ("DATE", c.d(date or k.visit)), " ", "%02d:%02d" % (R.randrange(7, 20), R.randrange(60)))
    else:
        n.ln(("DOCTOR", s.n("FLU")), (" " + s.cred) if s.cred else "")
        n.ln(s.job)
    extra = []
    if lic and s.lic:
        extra += [s.lic[0], " ", ("LICENSE", s.lic[1])]
    if bleep:
        if extra:
            extra.append(pick([" | ", "  ", "; "]))
        extra += [pick(["Bleep ", "bleep ", "Pager ", "pg "]) if not c.us else pick(["Pager ", "pgr "]), ("PHONE", s.bleep)]
    if extra:
        n.ln(extra)


def typist(n, k, s, date=None):
    sec = k.sec
    v = R.randrange(3)
    if v == 0:
        n.ln("Ref: ", ("DOCTOR", "".join(x[0] for x in s.n("fl").split()[:2]).upper()), "/", ("DOCTOR", (sec.first[0] + sec.last[0]).lower()))
    elif v == 1:
        d0 = date or k.visit
        n.ln("D: ", ("DATE", k.c.d(d0)), "  T: ", ("DATE", k.c.d(d0 if chance(0.4) else d0.__class__.fromordinal(d0.toordinal() + R.randrange(1, 6)))), "  ",
             ("DOCTOR", s.first[0] + s.last[0]), "/", ("DOCTOR", (sec.first[0] + sec.last[0]).lower()))
    else:
        n.ln("Dictated by ", ("DOCTOR", s.n("fi")), ", typed by ", ("DOCTOR", sec.n("fl")), " (", sec.job, ")")


def pmh_line(n, k):
    if k.child:
        n.ln("PMH: ", pick(["nil", "asthma (inhaler PRN)", "eczema", "nil of note"]), "   DH: nil   Allergies: ", pick(["NKDA", "NKDA", "penicillin"]),
             "   Immunisations: ", pick(["up to date", "UTD per parent"]))
        return
    items = sample(PMH, R.randrange(0, 3))
    n.ln("PMH: ", sp(k, "; ".join(items) if items else pick(["nil", "Nil of note", "NIL", "nil significant"])))
    n.ln("DH: ", sp(k, ", ".join(sample(DRUGS, R.randrange(1, 3)))), pick(["   Allergies: ", "  |  Allergies: ", "\nAllergies: "]), pick(ALLERGY))


def social(n, k, lead="SH: ", prof=True):
    pieces = [lead]
    if k.child:
        pieces += ["Lives with ", k.nok_rel, " ", ("FAMILY", k.nok.n("fl")), "; ", "attends ", ("ORGANIZATION", k.school), ". "]
    else:
        pieces += ["Lives with ", k.nok_rel, " ", ("FAMILY", k.nok.n(pick(["first", "fl"]))), " in ", ("CITY", k.town), ". "]
        if prof:
            p = k.prof_p()
            pieces += [p[0][0].upper() + p[0][1:]] + p[1:] + [". "]
        pieces += [pick(["Smoker 10/day", "Non-smoker", "Ex-smoker (quit 10 yrs)", "Vapes", "Smokes 20/day - advised re healing", "Never smoked"]), ", ",
                   pick(["alcohol ~10 u/wk", "occ alcohol", "no alcohol", "alcohol 30 u/wk"]), ". "]
        pieces += [pick(HOBBIES).capitalize(), "."]
    n.ln(pieces)


def interpreter(n, k):
    lang = pick(LANGS)
    n.ln("Interpreter: ", lang, pick([" via telephone service, interpreter ID ", " (face to face), booking ref ", " - phone interpreter no. "]),
         ("IDNUM", pick([digits(6), "INT-%s" % digits(5), letters(2) + digits(4)])))


def random_time():
    return "%02d:%02d" % (R.randrange(7, 20), pick([0, 5, 10, 15, 20, 30, 40, 45, 50, 55]))


def hand_phone_line(n, k, site=None):
    s = site or k.hosp
    v = R.randrange(3)
    if v == 0:
        n.ln("Tel: ", ("PHONE", s.phone), "   Fax: ", ("FAX", s.fax))
    elif v == 1:
        n.ln("Hand Unit secretaries: ", ("PHONE", k.c.phone_ext()), " | Email: ", ("EMAIL", s.email))
    else:
        n.ln("T ", ("PHONE", s.phone), "  F ", ("FAX", s.fax), "  E ", ("EMAIL", s.email))


def site_header(n, k, site=None, dept=None):
    s = site or k.hosp
    n.ln(("HOSPITAL", s.name.upper() if chance(0.3) else s.name))
    if dept:
        n.ln(dept)
    if chance(0.5):
        n.ln(s.addr)
    hand_phone_line(n, k, s)
