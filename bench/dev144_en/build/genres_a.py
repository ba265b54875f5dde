"""Genres: triage note, ED physician note, ED nursing note, bed board."""
import pools as P
import neg as N
from phi import Doc
from blocks import (relative, nm, dr, age, header, demo, pmh, meds, problems, lab_panel,
                    signature, transcription, cc, audit, social, allergies,
                    vitals_block, mrn_label)


def _rel(x, *a, **k):
    return relative(x)


# ------------------------------------------------------------------ triage
def triage_note(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    nurse = x.staff("rn")
    cc_, code = r.choice(N.COMPLAINTS)
    if r.random() < 0.5:
        header(d, x, r.choice(["TRIAGE ASSESSMENT", "Triage Note", "ED TRIAGE", "Nursing Triage"]), contact=False)
        d.w(r.choice(["Date/Time: ", "Triage time: ", "Arrived: "]), (x.date(), "DATE"), " ", x.time(), "\n")
        demo(d, x, ["name", "dob", "mrn", "acct"] + (["plan"] if x.c != "UK" and r.random() < 0.4 else [])
             + (["bio"] if r.random() < 0.2 else []))
    else:
        d.w(r.choice(["TRIAGE", "Triage", "** TRIAGE **"]), " -- ", (x.hosp, "HOSPITAL"), " ", r.choice(N.ED_AREAS[x.c]),
            " -- ", (x.date(style=r.choice(["num", "wk", "abbr"])), "DATE"), " @ ", x.time(), "\n")
        d.w("Pt: ", nm(p, "PATIENT", ["LF", "lf"], r), "  ", age(x, style=r.choice(["sex", "sex_tight", "yo"])),
            "  ", mrn_label(x), " ", (x.mrn(), "MRN"), "\n")
    mode = r.choice(["walk-in", "ambulance", "private car", "police", "ambulance", "self-presented",
                     "brought by family", "transfer from clinic"])
    d.w("Mode of arrival: ", mode, "\n")
    d.w("Presenting complaint: ", cc_, "\n")
    d.w("Triage category: ", N.TRIAGE_SCALES[x.c](r), "\n")
    # triage narrative
    d.w("Triage Hx: ")
    if x.age < 16:
        rel = r.choice(["mother", "father", "grandmother", "aunt", "foster carer", "mum", "dad"])
        k = x.person(sex="M" if rel in ("father", "dad") else "F", last=p.last if r.random() < 0.7 else None)
        d.w(age(x, style=r.choice(["yo", "-year-old", " years old", "y/o"])), " ", x.sex_word(style="long"), " brought in by ", rel,
            " ", nm(k, "FAMILY", ["full", "first"], r), " with ", cc_, ". ")
        if x.age >= 5:
            d.w("School: ", (r.choice(P.STREET_STEMS) + r.choice([" Primary School", " Elementary", " Public School", " Academy"]),
                             "ORGANIZATION"), ". ")
        wt = 3.5 + 7 * min(x.age, 1) + 2.6 * max(x.age - 1, 0) + r.uniform(-1.5, 4)
        d.w("Immunisations up to date per ", rel, ". Weight ", "%.1f kg" % wt, ". ")
    else:
        d.w(age(x), " ", x.sex_word(), " c/o ", cc_, r.choice([" since ", " onset "]),
            r.choice(["this morning", "last night", "2 days", "~0400", "yesterday", "3/7"]), ". ")
        if r.random() < 0.6:
            k, rel = _rel(x)
            d.w(r.choice(["Accompanied by ", "With ", "Here with "]), rel, " ", nm(k, "FAMILY", ["first", "full"], r), ". ")
        if r.random() < 0.4:
            d.w("Seen at ", (x.clinic(), "HOSPITAL"), " ", (x.date(x.rel(-6, -1), r.choice(["wkday", "short", "abbr_ny"])), "DATE"),
                " and given ", r.choice(["amoxicillin", "cephalexin", "prednisolone", "naproxen", "a script for oxycodone",
                                         "doxycycline", "advice only"]), ". ")
        if r.random() < 0.3:
            d.w("Last tetanus ", (x.date(x.rel(-4000, -400), r.choice(["y", "my"])), "DATE"), ". ")
    d.w(r.choice(N.EPONYM_FINDINGS) + "." if r.random() < 0.3 else "", "\n")
    vitals_block(d, x)
    d.w("Pain score: %d/10\n" % r.randint(0, 10))
    allergies(d, x)
    if r.random() < 0.5:
        d.w("Meds: ", ", ".join(N.drug_line(r) for _ in range(r.randint(1, 3))), "\n")
    if r.random() < 0.45:
        d.w(r.choice(["Travel screen: ", "Travel hx: ", "Recent travel: "]))
        if r.random() < 0.65:
            d.w("returned from ", x.country_other(), " on ", (x.date(x.rel(-20, -1), r.choice(["short", "abbr_ny", "wk"])), "DATE"), "\n")
        else:
            d.w("nil outside ", x.country_self(), " in last 21 days\n")
    if r.random() < 0.3:
        d.w("Interpreter: ", r.choice(P.LANGUAGES), " requested, ")
        it = x.person()
        d.w("phone interpreter ", nm(it, "FAMILY", ["first", "full"], r), " ID ", (x.digits(6), "IDNUM"), "\n")
    if r.random() < 0.35:
        d.w("Falls risk: ", r.choice(["high", "low", "Morse 55"]), ". Sepsis screen: ", r.choice(["neg", "positive - flagged to MO", "qSOFA 1"]), "\n")
    d.w("Placed in ", r.choice(N.ED_AREAS[x.c]), " ", r.choice(["bed ", "cubicle ", "room ", "chair "]),
        (x.room(), "LOCATION_OTHER"), "\n")
    d.w("Triage ", r.choice(["RN", "nurse"]), ": ", nm(nurse, "DOCTOR", ["full", "first_li", "fi_last"], r), ", ", nurse.cred, "\n")
    if r.random() < 0.3:
        audit(d, x, nurse)
    return d


# ------------------------------------------------------------------ physician
def ed_physician_note(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult()
    doc = x.staff(r.choice(["md", "res", "app"]))
    att = x.staff("md")
    cc_, code = r.choice(N.COMPLAINTS)
    dx, dcode = r.choice(N.DIAGNOSES)
    header(d, x, r.choice(["ED Physician Note", "EMERGENCY DEPARTMENT RECORD", "ED Provider Note",
                           "Emergency Medicine Assessment", "ED Doctor's Notes"]))
    demo(d, x, ["name", "dob", "mrn", "acct"] + (["nhs"] if x.c == "UK" else []) + (["plan"] if x.c != "UK" and r.random() < 0.4 else [])
         + (["arrival"] if r.random() < 0.6 else []) + (["ssn"] if x.c == "US" and r.random() < 0.25 else []))
    d.w("Date of service: ", (x.date(style=r.choice(["long", "num", "wklong"])), "DATE"), "\n")
    d.w("Seen by: ", dr(x, doc), " at ", x.time(), "\n\n")
    d.w(r.choice(["CHIEF COMPLAINT", "CC", "PC"]), ": ", cc_, "\n\n")
    d.w(r.choice(["HPI", "HISTORY OF PRESENT ILLNESS", "HPC"]), ":\n")
    title = p.title(r)
    d.w(nm(p, "PATIENT", ["full", "fml"], r), " is a ", age(x, style=r.choice(["-year-old", "yo", "y/o", "word"])), " ",
        x.sex_word(style=r.choice(["word", "long"])), " with PMH of ", ", ".join(r.sample(["HTN", "T2DM", "COPD", "AF", "CKD", "asthma", "depression"], 2)),
        " who presents with ", cc_, ". ")
    onset = x.rel(-5, -1)
    d.w("Symptoms began on ", (x.date(onset, r.choice(["wkday", "wk", "abbr_ny", "short", "long"])), "DATE"),
        r.choice([" while at work", " at home", " after dinner", " while gardening", " at the gym", ""]), ". ")
    if r.random() < 0.5:
        k, rel = _rel(x)
        d.w("Collateral from ", rel, " ", nm(k, "FAMILY", ["full", "first"], r), " (", (x.phone(), "PHONE"), "): ",
            r.choice(["more confused than usual", "found on floor", "not eating for 3 days", "vomited x4", "has been drinking heavily"]), ". ")
    if r.random() < 0.5:
        d.w(title, " ", nm(p, "PATIENT", "last"), r.choice([" denies ", " reports no "]),
            r.choice(["fever, rigors or dysuria", "LOC, neck pain or vomiting", "melaena or haematemesis", "calf pain or haemoptysis"]), ". ")
    if r.random() < 0.35:
        d.w("Was seen at ", (x.hospital(), "HOSPITAL"), " in ", (x.date(x.rel(-700, -40), "my"), "DATE"),
            " for similar and discharged. ")
    if r.random() < 0.3:
        d.w("Last admission ", (x.date(x.rel(-300, -20), "num"), "DATE"), " - ", (x.date(x.rel(-19, -10), "num"), "DATE"),
            " with ", r.choice(N.DIAGNOSES)[0], ". ")
    d.w("\n\nPMH:\n")
    pmh(d, x)
    d.w("\nMEDICATIONS:\n")
    meds(d, x, bullet="  ")
    allergies(d, x, "ALLERGIES: ")
    social(d, x, label=r.choice(["SOCIAL: ", "SH: ", "Social hx: "]))
    if r.random() < 0.4:
        fam = x.person()
        d.w("FH: ", r.choice(["father", "mother", "brother"]), " MI at ", (str(r.randint(38, 70)), "AGE"),
            "; ", r.choice(["sister", "aunt"]), " ", nm(fam, "FAMILY", "first"), " - breast Ca\n")
    d.w("\nEXAM:\n")
    vitals_block(d, x)
    d.w("Gen: ", r.choice(["alert, uncomfortable", "NAD", "appears unwell, diaphoretic", "GCS 15, calm"]), "\n")
    for f in r.sample(N.EPONYM_FINDINGS, r.randint(1, 3)):
        d.w("  ", f, "\n")
    d.w("\nRESULTS:\n")
    lab_panel(d, x)
    d.w(N.ecg(r), "\n", N.imaging(r), "\n")
    if r.random() < 0.4:
        d.w(N.vbg(r), "\n")
    d.w("\nED COURSE / MDM:\n")
    t = x.time()
    d.w(t, " ", N.drug_line(r), " given. ")
    cons = x.staff(r.choice(["md", "res"]))
    d.w("Discussed with ", dr(x, cons, "fi_last" if r.random() < 0.5 else "last"), " (",
        r.choice(["cardiology", "gen surg", "medicine", "ortho", "ICU", "neurology", "urology"]), ") at ", x.time(),
        " who ", r.choice(["accepts", "will review", "advises CT first", "agrees with plan"]), ". ")
    d.w(r.choice(N.EPONYM_FINDINGS), ". ", r.choice(N.NEG_SENT), " ")
    if r.random() < 0.4:
        d.w("Old notes from ", (x.date(x.rel(-900, -60), r.choice(["my", "num", "y"])), "DATE"), " reviewed. ")
    d.w("\n\nIMPRESSION:\n")
    d.w("1. ", dx, " (", dcode, ")\n")
    if r.random() < 0.6:
        d.w("2. ", r.choice(N.DIAGNOSES)[0], "\n")
    d.w("\nDISPOSITION: ", r.choice(N.DISPOS), "\n")
    if r.random() < 0.5:
        d.w("Bed: ", (x.ward(), "HOSPITAL"), " ", r.choice(["bed ", "bay "]), (x.room(), "LOCATION_OTHER"), "\n")
    if x.c == "US" and r.random() < 0.5:
        d.w("Critical care time: %d min excluding procedures. E/M %s\n" % (r.randint(31, 95), r.choice(N.CPT)))
    d.w("\n")
    signature(d, x, doc)
    if doc.kind != "md" and r.random() < 0.8:
        d.w(r.choice(["Attending attestation: ", "Supervising physician: ", "Consultant note: "]),
            r.choice(["I saw and evaluated the patient with ", "Case discussed with ", "Patient seen jointly with "]),
            nm(doc, "DOCTOR", "first"), r.choice([" and agree with the above. ", "; agree with assessment and plan. "]),
            dr(x, att, "full"), " ", (x.date(style="num"), "DATE"), "\n")
    if r.random() < 0.35:
        transcription(d, x, doc)
    if r.random() < 0.4:
        cc(d, x)
    if r.random() < 0.25:
        audit(d, x)
    return d


# ------------------------------------------------------------------ nursing
NURSE_ENTRIES = [
    "Pt resting on trolley, call bell in reach.", "Pt ambulated to toilet with 1 assist.",
    "Repositioned, pressure areas intact.", "PIV 20G R ACF inserted, bloods sent.",
    "Urine sample obtained, dip: leuc ++, nit +.", "Pt vomited x1, ondansetron 4 mg IV given.",
    "BGL 4.2, tolerating sandwich.", "Pain reassessed 3/10 post analgesia.",
    "ECG repeated and shown to MO.", "Fluids running at 125 mL/h.",
    "Pt voiding, bladder scan 180 mL.", "Falls precautions in place, bed rails x2.",
    "CIWA 9 - no PRN required.", "Sats dropped to 89% on RA, 2L NP applied.",
    "IDC 14Fr inserted, 400 mL clear urine.", "Tolerating diet and fluids.",
]


def ed_nursing_note(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    rn = x.staff("rn")
    rn2 = x.staff("rn")
    k, rel = _rel(x)
    d.w(r.choice(["ED NURSING NOTES", "Nursing Progress Notes - ED", "NURSING DOCUMENTATION", "Nursing Note"]), "\n")
    d.w((x.hosp, "HOSPITAL"), "  ", r.choice(N.ED_AREAS[x.c]), " ", r.choice(["Bed ", "Cubicle ", "Room "]), (x.room(), "LOCATION_OTHER"), "\n")
    d.w("Patient: ", nm(p, "PATIENT", ["LF", "lf", "full"], r), "   ", age(x, style="sex"), "   ",
        mrn_label(x), " ", (x.mrn(), "MRN"), "\n")
    d.w("Date: ", (x.date(style=r.choice(["num", "abbr", "wk"])), "DATE"), "\n\n")
    n = r.randint(4, 8)
    kph = x.phone(mobile=True)
    for tm in x.timeline(n):
        d.w(tm, "  ")
        c = r.random()
        if c < 0.3:
            d.w(r.choice(NURSE_ENTRIES))
        elif c < 0.4:
            d.w(r.choice(N.EQUIPMENT), r.choice([" in situ, site clean.", " checked.", " applied.", " - no issues."]))
        elif c < 0.5:
            d.w(rel.capitalize(), " ", nm(k, "FAMILY", ["first", "full"], r), " ", r.choice(["at bedside", "called for update", "arrived, updated by MO",
                                                                                                "left contact number"]))
            if r.random() < 0.5:
                d.w(" - ", (kph, "PHONE"))
            d.w(".")
        elif c < 0.6:
            d.w("Infusion pump ", (x.asset(), "DEVICE"), " ", r.choice(["commenced", "alarming - occlusion cleared", "changed"]), ", ",
                N.drug_line(r), ".")
        elif c < 0.7:
            d.w("Reviewed by ", dr(x, x.staff(r.choice(["md", "res"]))), ", ", r.choice(["plan for CT", "for admission", "for discharge once mobile",
                                                                                         "await bloods", "increase analgesia"]), ".")
        elif c < 0.78:
            d.w("Belongings: ", r.choice(["wallet, phone, keys", "clothing bagged", "glasses, hearing aids", "rings x2 (yellow metal)"]),
                " given to ", rel, " ", nm(k, "FAMILY", "first"), ". Property form signed.")
        elif c < 0.86:
            d.w("Obs: ", N.vitals(r), ". ", r.choice(["NEWS2 3", "NEWS 6 - escalated", "PEWS 1", "Q&Q stable"]), ".")
        elif c < 0.93:
            d.w(title_pt(x), " states ", r.choice(['"I want to go home"', "pain better", "she feels dizzy standing", "he has not eaten today"]),
                ". ", nm(p, "PATIENT", "first"), " reassured.")
        else:
            d.w("Handover given to ", nm(rn2, "DOCTOR", ["full", "first"], r), " (", rn2.cred, ").")
        if r.random() < 0.35:
            d.w("  ", nm(rn, "DOCTOR", "inits0"))
        d.w("\n")
    if r.random() < 0.5:
        d.w("\nReport called to ", (x.ward(), "HOSPITAL"), " ", r.choice(["ext ", "on "]), (x.pager(), "PHONE"), ", spoke with ",
            nm(x.staff("rn"), "DOCTOR", ["full", "first"], r), ". Transferred by porter at ", x.time(), ".\n")
    d.w("\n", nm(rn, "DOCTOR", ["full", "fi_last"], r), " ", rn.cred, "\n")
    if r.random() < 0.35:
        audit(d, x, rn)
    return d


def title_pt(x):
    p = x.pt
    return [p.title(x.r), " ", (p.last, "PATIENT")]


# ------------------------------------------------------------------ bed board
STATUS = ["awaiting bed", "bed allocated", "for CT", "for review", "obs", "admitted - boarder",
          "d/c pending pharmacy", "awaiting transport", "needs 1:1", "isolation - contact",
          "consult pending", "results pending", "ready to go", "mental health hold", "sepsis pathway"]


def bed_board(x):
    r = x.r
    d = Doc(x.lower)
    ci = x.staff("rn")
    ed_doc = x.staff("md")
    d.w(r.choice(["ED BED BOARD", "Department Status Board", "ED TRACKING BOARD", "ED Patient List"]), " - ",
        (x.hosp, "HOSPITAL"), "\n")
    d.w("Snapshot: ", (x.date(style=r.choice(["wk", "num", "abbr", "wklong"])), "DATE"), " ", x.time(), "\n")
    d.w("Nurse in charge: ", nm(ci, "DOCTOR", ["full", "first_li"], r), "   EP in charge: ", dr(x, ed_doc, "last"), "\n")
    if r.random() < 0.4:
        d.w("Flow coordinator ", (x.pager(), "PHONE"), "   Bed manager ", (x.phone(mobile=False), "PHONE"), "\n")
    sep = r.choice([" | ", "  ", "\t"])
    d.w(sep.join(["Bed", "Patient", "Age/Sex", "Complaint", "RN", "Dr", "Status", "Time in"]), "\n")
    d.w("-" * 78, "\n")
    nurses = [x.staff("rn") for _ in range(r.randint(2, 4))]
    docs = [x.staff(r.choice(["md", "res", "app"])) for _ in range(r.randint(2, 4))]
    areas = r.sample(N.ED_AREAS[x.c], 3)
    nrows = r.randint(8, 16)
    for i in range(nrows):
        pp = x.person()
        a = x.pick_age()
        area = r.choice(areas)
        bed = x.room()
        d.w(area, " ", (bed, "LOCATION_OTHER"), sep)
        d.w(nm(pp, "PATIENT", ["LF", "lf", "fi_last", "inits", "first_li"], r), sep)
        if a == 0:
            d.w((str(r.randint(1, 11)), "AGE"), "m", pp.sex)
        else:
            d.w((str(a), "AGE"), r.choice(["", " ", "/"]), pp.sex)
        d.w(sep, r.choice(N.COMPLAINTS)[0], sep)
        d.w(nm(r.choice(nurses), "DOCTOR", ["first", "inits0"], r), sep)
        d.w(nm(r.choice(docs), "DOCTOR", ["last", "inits0"], r), sep)
        d.w(r.choice(STATUS))
        if r.random() < 0.2:
            d.w(" -> ", (x.ward(), "HOSPITAL"))
        if r.random() < 0.1:
            d.w(" (from ", (x.carehome(), "HOSPITAL"), ")")
        d.w(sep, x.time(), "\n")
    d.w("-" * 78, "\n")
    if r.random() < 0.6:
        d.w("Boarders: %d   Ambulance offload delays: %d   Waiting room: %d\n" % (r.randint(0, 14), r.randint(0, 6), r.randint(2, 40)))
    if r.random() < 0.5:
        pp = x.person()
        d.w("NOTE: ", nm(pp, "PATIENT", ["lf", "full"], r), " - ", r.choice(["same surname as another pt - NAME ALERT",
                                                                            "security alert on file", "police guard present",
                                                                            "wandering risk"]), "\n")
    if r.random() < 0.4:
        d.w("Ambulance ETA: ", age(x, n=x.pick_age() or 30, style=r.choice(["sex_tight", "yo"]), sex=r.choice("MF")),
            " ", r.choice(["STEMI", "MVC", "fall", "stroke call", "OD"]), " ETA %d min\n" % r.randint(3, 25))
    if r.random() < 0.3:
        audit(d, x, ci)
    return d
