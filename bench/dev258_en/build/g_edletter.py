"""Genre ed_letter: hospital ED letters back to the event doctor."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "ed_letter"
KINDS = ["festival", "stadium", "marathon", "motorsport", "public", "festival"]

ED_COURSE = {
    "headinj": ("CT head (non-contrast) performed under NICE criteria: no acute intracranial abnormality. Observed 4 h with neuro obs, GCS 15 throughout.",
                "Minor head injury, CT normal"),
    "ankle": ("X-ray L ankle: undisplaced Weber A fracture of distal fibula. Treated in walking boot, weight bear as tolerated.",
              "Weber A fracture distal fibula"),
    "mdma": ("Bloods: Na 131, CK 2,140, creatinine 96, lactate 3.1. Treated with IV fluids (cautiously) and diazepam. Core temp max 38.6. Admitted to AMU overnight for CK monitoring.",
             "MDMA toxicity with mild rhabdomyolysis"),
    "ghb": ("Arrived GCS 14, rapidly improved to 15. Urine tox not sent. Observed 6 h, discharged with harm reduction advice.",
            "Suspected GHB/GBL toxicity - resolved"),
    "anaph": ("Required one further dose of IM adrenaline in ED. Mast cell tryptase sent at 1 h and 4 h. Observed 12 h (biphasic risk). Discharged with 2 x adrenaline auto-injectors and referral to allergy clinic.",
              "Anaphylaxis - ?peanut/sesame"),
    "chest": ("ECG: inferior STEMI. Direct to cath lab - primary PCI to RCA (DES x1). Echo: EF 50%, inferior hypokinesia.",
              "Inferior STEMI - treated with primary PCI"),
    "arrest": ("ROSC sustained. Cath lab: proximal LAD occlusion, stented. Targeted temperature management in ICU, extubated day 2, neurologically intact.",
               "VF arrest secondary to acute LAD occlusion"),
    "heatstroke": ("Core temp on arrival 38.7 after on-site cooling. CK 8,900, ALT 212, creatinine 148 (AKI stage 1). Admitted, IV fluids, CK trending down.",
                   "Exertional heat stroke with rhabdomyolysis and AKI"),
    "ehn": ("Na 124 on arrival. 3% saline 150 ml x2 per protocol, Na 129 at 6 h. Admitted to HDU overnight, fluid restriction.",
            "Exercise-associated hyponatraemia"),
    "seizure": ("CT head normal. Levetiracetam levels sent. Discussed with neurology: restart usual dose, no driving per DVLA guidance.",
                "Breakthrough seizure - missed medication"),
    "crush": ("CXR: undisplaced fractures L 9th and 10th ribs, no pneumothorax. FAST negative. Analgesia and incentive spirometry.",
              "Rib fractures L 9-10 following crowd crush"),
    "rta": ("CT C-spine: no fracture. CT chest/abdo/pelvis: no injury. Collar cleared by ED consultant.",
            "High-energy mechanism - no significant injury"),
    "preg": ("USS (EPAU): viable intrauterine pregnancy, CRL consistent with 9+2 weeks. Small subchorionic haematoma.",
             "Threatened miscarriage - viable IUP"),
    "mh": ("Assessed by liaison psychiatry. No ongoing suicidal intent. Home with partner, crisis team follow-up arranged.",
           "Acute situational crisis - not detained"),
}


def _letterhead(rng, c, n, h):
    n.w(("HOSPITAL", h.name), "\n")
    n.w(rng.choice(["Emergency Department", "Accident & Emergency", "Emergency Medicine", "Department of Emergency Medicine"]), "\n")
    n.w(PE.addr_block(h.addr), "\n")
    n.w("Tel: ", ("PHONE", h.phone), rng.choice(["   Fax: ", "  |  Fax ", "\nFax: "]), ("FAX", h.fax), "\n")
    if rng.random() < 0.5:
        n.w(("URL", phi.url(rng)), "\n")
    n.w("\n")


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, kind)
    cands = [k for k in sorted(ED_COURSE) if kind in CL.P[k]["kinds"]]
    key = rng.choice(cands)
    pres = CL.P[key]
    course, dx = ED_COURSE[key]
    evdoc = PE.make_staff(rng, country, rng.choice(["event doctor", "event physician", "event medical officer", "clinical lead"]))
    author = PE.make_staff(rng, country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    cons = PE.make_staff(rng, country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    typist = PE.make_staff(rng, country, "control loggist")
    h = c.hosp
    n = Note()
    _letterhead(rng, c, n, h)
    dletter = C.plus(c.d0, rng.randint(1, 9))
    n.w("Date: ", C.D(rng, c, dletter), "\n")
    n.w(rng.choice(["Our ref: ", "Attendance no: ", "ED episode: ", "Acct: "]), ("ACCOUNT", phi.encounter_no(rng)), "\n")
    n.w(rng.choice(["Hospital No: ", "MRN: ", "UR No: ", "Unit no. "]), ("MRN", p.mrn))
    if country == "UK":
        n.w("   NHS No: ", ("MRN", p.nhs))
    elif country == "US":
        n.w("   Guarantor SSN: ", ("SSN", p.ssn))
    n.w("\n\n")
    # addressee
    n.w(PE.staff_ref(rng, evdoc, "title_full"), "\n")
    n.w(rng.choice(["Event Medical Lead", "Medical Director", "Chief Medical Officer", "Clinical Lead, Event Medical Services"]), "\n")
    n.w(("ORGANIZATION", c.provider), "\n")
    if rng.random() < 0.5:
        n.w(PE.addr_block(address_of := PE.address(rng, country)), "\n")
    n.w("By secure email: ", ("EMAIL", evdoc.email), "\n\n")
    n.w("Dear ", PE.staff_ref(rng, evdoc, "title_last") if evdoc.title else ["", PE.nm(rng, evdoc, "DOCTOR", "first")], ",\n\n")
    n.w("Re: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "fmfull", "LF"])), ", DOB ", C.D(rng, c, p.dob), "\n")
    if p.foreign and rng.random() < 0.6:
        n.w("     (usual residence ", ("COUNTRY", p.foreign), "; local address ", PE.addr_inline(p.addr), ")\n")
    else:
        n.w("     ", PE.addr_inline(p.addr, with_country=rng.random() < 0.25), "\n")
    n.w("Attended: ", C.D(rng, c, c.d0), " " + C.hhmm(rng, 12, 23, "colon"))
    stay = rng.randint(0, 3)
    n.w("   Discharged: ", C.D(rng, c, C.plus(c.d0, stay)), "\n\n")
    sex_w = rng.choice(["man", "gentleman"]) if p.sex == "M" else rng.choice(["woman", "lady"])
    n.w("Thank you for referring this ", C.age_piece(rng, p, "dash"), " " + sex_w + " from the medical centre at ", ("ORGANIZATION", c.event), ", ",
        ("LOCATION_OTHER", c.venue), ", on ", C.DP(rng, c, c.d0, rng.choice(["wd", "dm_long", "wd_dm"])), ". ")
    pre, post = rng.choice([("Your PRF ", " arrived with the patient. "), ("Your ePRF (ref ", ") was very helpful. "),
                            ("Your handover sheet ", " was received. "), ("PRF no. ", " accompanied the patient. ")])
    n.w(pre, ("ACCOUNT", phi.prf_no(rng)), post)
    n.w("Presenting complaint: " + rng.choice(pres["cc"]) + ".\n\n")
    n.w("Course in the department:\n" + course + "\n")
    if rng.random() < 0.6:
        n.w("Bloods lab no. ", ("IDNUM", phi.accession(rng)), rng.choice(["; imaging accession ", "; PACS acc. ", "; radiology ref "]),
            ("IDNUM", phi.accession(rng)), ".\n")
    n.w("\nDiagnosis: " + dx + "\n")
    if stay:
        n.w("Admitted under ", PE.staff_ref(rng, cons, "title_last"), " to ", ("HOSPITAL", h.ward), ".\n")
    fu = rng.choice({"ankle": ["fracture clinic", "virtual fracture clinic"], "crush": ["GP in 1 week", "fracture clinic"],
                     "anaph": ["allergy clinic"], "chest": ["cardiology OPD", "cardiac rehab"], "arrest": ["cardiology OPD", "ICD clinic"],
                     "seizure": ["first fit clinic", "neurology OPD"], "preg": ["EPAU"], "mh": ["crisis team review"],
                     "headinj": ["GP in 1 week", "head injury clinic"], "heatstroke": ["renal clinic", "GP in 1 week"],
                     }.get(key, ["GP in 1 week", "GP review in 1/52"]))
    n.w("Follow-up: " + fu)
    if "clinic" in fu or "OPD" in fu or fu in ("EPAU", "cardiac rehab", "crisis team review"):
        n.w(" on ", C.D(rng, c, C.plus(c.d0, rng.randint(7, 40))), " at " + C.hhmm(rng, 9, 16, "colon"))
    n.w(".\n")
    r = rng.random()
    if r < 0.3:
        n.w("Social: ", PE.nm(rng, p, "PATIENT", "first"), " ", C.job_phrase(rng, p), " and has been given a fit note for 2 weeks.\n")
    elif r < 0.55:
        rel = rng.choice(["partner", "mother", "father", "wife", "husband"])
        f = PE.make_other(rng, country, rel=rel)
        n.w("Collected by " + rel + " ", PE.nm(rng, f, "FAMILY", "full"), ".\n")
    elif r < 0.7 and p.foreign:
        n.w("Visitor from ", ("COUNTRY", p.foreign), "; overseas visitor team informed. Travel insurer ref ", ("HEALTHPLAN", p.plan), ".\n")
    care = {"arrest": "prompt defibrillation", "heatstroke": "early cooling", "anaph": "early adrenaline",
            "rta": "spinal precautions", "chest": "early 12-lead and pre-alert"}.get(
        key, rng.choice(["clear handover", "early analgesia", "thorough documentation", "timely referral"]))
    n.w("\nThe on-site care (" + care + ") was " + rng.choice(["excellent", "much appreciated", "very good"]) + ".\n")
    n.w("\nYours sincerely,\n\n\n")
    n.w(PE.staff_ref(rng, author, rng.choice(["title_full", "full"])), "\n")
    n.w(rng.choice({"UK": ["Specialty Registrar, Emergency Medicine", "Consultant in Emergency Medicine", "ST4 Emergency Medicine"],
                    "US": ["Attending Physician, Emergency Medicine", "PGY-3 Resident, Emergency Medicine", "Emergency Physician"],
                    "AU": ["ED Staff Specialist", "Emergency Registrar", "Emergency Physician (FACEM)"]}[country]), "\n")
    if author.reg:
        n.w(author.reg_label + " ", ("LICENSE", author.reg), "\n")
    if country == "US" and rng.random() < 0.5:
        n.w("DEA ", ("LICENSE", phi.dea(rng, author.last)), "\n")
    n.w("\ncc: ", c.gp, " - ", ("HOSPITAL", PE.practice(rng, country)), rng.choice([", fax ", ", Fax: "]), ("FAX", phi.phone(rng, country, "land")), "\n")
    n.w("cc: Patient\n")
    n.w(rng.choice(["Dictated", "DD", "D"]) + "/", PE.nm(rng, author, "DOCTOR", "initlow"), " T/", PE.nm(rng, typist, "DOCTOR", "initlow"), " ",
        C.D(rng, c, dletter, "num_yy"), "\n")
    return n
