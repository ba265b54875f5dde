"""Genres 4-5: emergency department notes; discharge summaries."""
from phi import (art, m, df, add_days, name_p, dr, Person, plate, vin, bioid, member_id, email, TOWNS, accession,
                 order_no, serial, ordsuf, STREET_NAMES, INSURERS)
from ctx import Ctx
import clin
import extra as X
from common import (fill, pick_scen, age_range, t, t4, pmh_lines, social, family_hx, hcp_line, signature, cc_line,
                    portal_line)

ARRIVAL = ["ambulatory", "EMS", "private vehicle", "wheelchair", "police", "ALS ambulance"]
TRAUMA = [("MVC", "restrained driver in a head-on collision at approx 40 mph, +airbag deployment"),
          ("MVC", "unrestrained passenger, T-boned on the passenger side"),
          ("motorcycle crash", "helmeted rider who laid the bike down at low speed"),
          ("pedestrian struck", "struck by a slow-moving pickup in a parking lot")]


def ed_triage(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    s = "%s EMERGENCY DEPARTMENT - TRIAGE\n" % c.hosp()
    s += "Arrival: %s %s   Mode: %s   Acuity (ESI): %d\n" % (c.d(fmt=r.choice(["us", "us_short", "iso"])), t(r), r.choice(ARRIVAL), r.randrange(1, 5))
    s += "Pt: %s   DOB: %s   Age: %s   Sex: %s\nMRN: %s   Visit #: %s\n" % (
        name_p(c.pt, r.choice(["LAST_FIRST", "full", "last_first"])), df(c.dob, r.choice(["us", "us_nopad", "iso"])), m("AGE", c.age) + r.choice([" y", " yrs", ""]),
        c.sexw("mf"), m("MRN", c.mrn), m("ACCOUNT", c.acct))
    if r.random() < 0.25:
        s += "SSN on registration: %s   Guarantor: self\n" % m("SSN", c.ssn)
    if r.random() < 0.35:
        s += "Identity confirmed by palm-vein biometric (enrollment ID %s)\n" % m("BIOID", bioid(r))
    elif r.random() < 0.3:
        s += "ID verified: state driver's license %s\n" % m("LICENSE", "%s%s" % (r.choice("ABCDKMSW"), "".join(str(r.randrange(10)) for _ in range(8))))
    s += "Chief complaint: %s\n" % sc["cc"]
    s += "Triage vitals:\n%s\nPain: %d/10   GCS 15   FSBG %d\n" % (clin.vitals(r, r.choice(["rows", "line", "f"])), r.randrange(0, 11), r.randrange(80, 420))
    s += "Triage narrative: %s %s %s %s x %s. %s\n" % (c.A(r.choice(["yo", "yo_tight", "yr_old"])), c.sexw("mf"), r.choice(["presents via EMS with", "ambulatory to triage c/o", "brought by family for"]),
                                                      sc["cc"], r.choice(clin.DURS), r.choice(["Appears uncomfortable.", "NAD in triage.", "Family at side.", "Pt tearful, anxious."]))
    s += "Allergies: %s\nPMH: %s\nPCP: %s\n" % (r.choice(clin.ALLERGIES), ", ".join(sc["pmh"]), dr(c.pcp, r.choice(["dr_last", "full_cred"])))
    s += "Screening: fall risk %s; suicide screen (C-SSRS) negative; travel outside US in past 21 days: %s\n" % (
        r.choice(["low", "moderate", "high"]), r.choice(["no", "yes - returned from %s on %s" % (m("COUNTRY", c.country), c.dd(-r.randrange(3, 20), r.choice(["md", "us", "md_long"])))]))
    s += "Accompanied by: %s (%s), cell %s\n" % (name_p(c.fam[0][1], r.choice(["full", "first"]), "FAMILY"), c.fam[0][0], m("PHONE", c.fam[0][2]))
    s += "Placed in: %s\nTriage RN: %s, RN   %s\n" % (r.choice(["room " + m("LOCATION_OTHER", "%d" % r.randrange(1, 40)), "hall bed " + m("LOCATION_OTHER", "H%d" % r.randrange(1, 12)),
                                                           "fast track " + m("LOCATION_OTHER", "FT-%d" % r.randrange(1, 8)), "waiting room"]),
                                                 m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), t(r))
    s += "\n" + ed_provider_body(c, sc, r)
    return s


def ed_provider_body(c, sc, r, scribe=None):
    s = r.choice(["ED PROVIDER NOTE", "EMERGENCY PHYSICIAN RECORD", "ED Physician Documentation"]) + "\n"
    s += "Time seen: %s   Attending: %s\n" % (t(r), dr(c.attending, r.choice(["dr_full", "full_cred"]), cred=r.choice(["MD", "DO"])))
    if scribe:
        s += "Scribe: %s\n" % m("DOCTOR", "%s %s" % (scribe.first, scribe.last))
    s += "\nHPI: %s is a %s %s who %s. %s %s\n" % (
        c.P(r.choice(["full", "title", "first"])), c.A(), c.sexw(r.choice(["word", "male"])), "presents with " + sc["cc"],
        fill(sc["hpi"], c)[0].upper() + fill(sc["hpi"], c)[1:], r.choice(["Seen at urgent care on %s and started on %s." % (c.dd(-r.randrange(1, 6), r.choice(["wk", "md", "wk_md"])), r.choice(["amoxicillin", "a steroid taper", "ibuprofen"])),
                                                                          "History obtained from patient and %s %s." % (c.fam[0][0], name_p(c.fam[0][1], "first", "FAMILY")), ""]))
    s += "\nROS: %s\n" % " ".join(r.sample(clin.ROS, 4))
    s += "PMH: %s\nMeds: %s\nSH: %s\n\n" % (pmh_lines(c, sc, "inline"), clin.med_list(r, sc["meds"], "inline")[0], social(c, terse=True))
    s += "EXAM:\nVS: %s\n%s\n%s\n\n" % (clin.vitals(r), sc["exam"], " ".join(r.sample(clin.EXAM_NORMAL, 4)))
    s += "RESULTS:\n%s\n%s\n\n" % (clin.labs(r, r.choice(["line", "cols", "bmp_cbc"])), sc["imaging"])
    s += "ED COURSE / MDM:\n"
    for _ in range(r.randrange(2, 5)):
        s += "%s - %s\n" % (t(r), r.choice([
            "Discussed with %s (%s), who accepts for admission." % (dr(Person(r), r.choice(["dr_last", "dr_full"])), r.choice(["hospitalist", "medicine", "ICU"])),
            "Reassessed, symptoms improved.", "Spoke with PCP %s office at %s; records requested." % (dr(c.pcp, "dr_last"), m("PHONE", c.pcp_phone)),
            "Pharmacy (%s) confirms last fill %s." % (m("HOSPITAL", c.pharmacy), c.dd(-r.randrange(5, 60), r.choice(["md", "us"]))),
            "Family updated at bedside.", "Repeat lactate ordered (order #%s)." % m("IDNUM", order_no(r)),
            "CT read by radiology %s: as above." % dr(Person(r), "dr_last"),
            "PDMP reviewed, no concerning fills."]))
    s += "Differential includes %s. Given findings, most consistent with %s.\n\n" % (
        r.choice(["ACS, PE, pneumonia, CHF", "sepsis, dehydration, medication effect", "viral syndrome, bacterial infection"]), sc["dx"].lower())
    s += "Additional studies: %s\n\n" % X.imaging(r, r.randrange(1, 3))
    s += "IMPRESSION: %s\nDISPOSITION: %s\n" % (sc["dx"], r.choice([
        "Admit to medicine, bed request #%s" % m("IDNUM", str(r.randrange(10 ** 5, 10 ** 6))),
        "Admit to ICU", "Observation unit", "Transfer to %s for higher level of care; accepted by %s" % (m("HOSPITAL", r.choice(TOWNS) + " University Medical Center"), dr(Person(r), "dr_last")),
        "Discharged home with %s, return precautions given" % c.fam[0][0]]))
    if scribe:
        s += "\nScribe attestation: I, %s, am scribing for and in the presence of %s.\nProvider attestation: I, %s, personally performed the services described in this documentation as scribed by %s in my presence, and it is accurate.\n" % (
            m("DOCTOR", "%s %s" % (scribe.first, scribe.last)), dr(c.attending, "dr_full"), dr(c.attending, "dr_full"), m("DOCTOR", "%s %s" % (scribe.first, scribe.last)))
    s += "%s   %s %s\n" % (dr(c.attending, "full_cred", cred=r.choice(["MD", "DO"])), c.d(fmt="us"), t(r))
    return s


def ed_physician(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    s = c.banner() + "\nDate of service: %s\nArrival mode: %s\n" % (c.d(), r.choice(ARRIVAL))
    s += ed_provider_body(c, sc, r, scribe=Person(r) if r.random() < 0.5 else None)
    s += c.footer()
    return s


def ed_trauma(rng):
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=(17, 85))
    r = rng
    kind, mech = r.choice(TRAUMA)
    s = "%s - EMERGENCY DEPARTMENT TRAUMA NOTE\n%s\n" % (c.hosp(), "=" * 48)
    s += "Name: %s      MRN: %s\nDOB: %s (%s)    Arrived: %s %s via %s\n" % (
        name_p(c.pt, r.choice(["LAST_FIRST", "full"])), m("MRN", c.mrn), df(c.dob, "us"), m("AGE", c.age) + " y", c.d(fmt="us"), t(r),
        r.choice(["%s Ambulance unit %d" % (m("ORGANIZATION", r.choice(TOWNS) + " Fire & Rescue"), r.randrange(1, 40)), "ALS", "police transport"]))
    s += "Trauma level: %s   Team leader: %s\n\n" % (r.choice(["I", "II", "consult"]), dr(c.attending, "dr_full"))
    s += "MECHANISM: %s - %s %s on %s near %s in %s.\n" % (
        kind, c.A("yo_tight"), c.sexw("mf"), mech, m("LOCATION_OTHER", r.choice(STREET_NAMES) + " and " + r.choice(STREET_NAMES)),
        m("CITY", c.city))
    s += "Vehicle: %s, plate %s (%s)" % (r.choice(["sedan", "pickup", "SUV", "minivan", "compact car"]), m("VEHICLE", plate(r)), m("STATE", c.state[1]))
    if r.random() < 0.5:
        s += ", VIN %s per police report" % m("VEHICLE", vin(r))
    s += ". Police case number %s, Officer %s (badge %s).\n\n" % (m("IDNUM", "%d-%05d" % (c.date.year, r.randrange(100000))),
                                                                  m("FAMILY", Person(r).last), m("IDNUM", str(r.randrange(100, 9999))))
    s += "PRIMARY SURVEY: A - patent, speaking. B - BS equal bilaterally. C - HR %d, BP %d/%d, pulses 2+. D - GCS %d, PERRL. E - %s.\n" % (
        r.randrange(70, 130), r.randrange(90, 160), r.randrange(50, 95), r.randrange(13, 16), r.choice(["seatbelt sign across lower abdomen", "abrasions L forearm", "no obvious deformity"]))
    s += "SECONDARY: %s\n" % r.choice(["R clavicle tenderness and deformity; L knee effusion.", "Tender R chest wall, no crepitus. Pelvis stable.",
                                         "Scalp laceration 4 cm occipital, hemostatic. C-collar in place."])
    s += "Full secondary exam:\n%s\nAllergies: %s. Last meal %s. LMP/pregnancy: %s.\n" % (X.exam_full(r), r.choice(clin.ALLERGIES), t(r), r.choice(["n/a", "hCG negative"]))
    s += "FAST: %s\nImaging: %s\n\n" % (r.choice(["negative", "small fluid Morison's pouch", "negative, cardiac no effusion"]),
                                        r.choice(["CT head/C-spine negative; CT C/A/P: R ribs 4-6 nondisplaced fx, no PTX.", "XR: R midshaft clavicle fx.", "CT A/P: grade II splenic laceration."]))
    s += "PMH: %s.  Meds: %s.  Tetanus: %s.\n" % (r.choice(["none", "HTN", "asthma", "T2DM"]), r.choice(["none", "lisinopril", "albuterol PRN"]),
                                                    r.choice(["updated today", "last %s" % df(add_days(c.date, -r.randrange(400, 4000)), "yr")]))
    s += "SH: %s at %s. EtOH level %d.\n" % ("Works as " + art(c.profession) + " " + m("PROFESSION", c.profession),
                                               m("ORGANIZATION", c.employer), r.choice([0, 0, 0, 88, 212]))
    s += "Work-related: %s\n" % r.choice(["no", "yes - employer notified; WC carrier %s, claim %s" % (m("ORGANIZATION", r.choice(INSURERS)), m("HEALTHPLAN", member_id(r)))])
    s += "\nA/P: %s. %s. Family: %s (%s) notified at %s.\n" % (
        r.choice(["Multiple rib fractures", "Clavicle fracture", "Splenic laceration, hemodynamically stable", "Concussion without LOC"]),
        r.choice(["Admit trauma surgery, serial abdominal exams", "Sling, ortho f/u", "Pain control, IS, admit for obs"]),
        name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0], m("PHONE", c.fam[0][2]))
    s += "\nED COURSE:\n"
    for _ in range(r.randrange(3, 6)):
        s += "%s %s\n" % (t(r), r.choice(["Fentanyl 50 mcg IV for pain.", "Tdap given.", "Laceration irrigated and repaired with 4-0 nylon, 6 simple interrupted.",
                                          "Trauma surgery (%s) at bedside." % dr(Person(r), "dr_last"), "Repeat FAST negative.", "Serial abdominal exams benign.",
                                          "Tertiary survey: no additional injuries found.", "Family arrived; updated by %s." % dr(c.attending, "dr_last")]))
    s += "Labs: %s\n%s\n" % (clin.labs(r, "line"), X.ed_discharge_instr(r, c) if r.random() < 0.4 else "")
    s += "\n%s\n%s\n" % (dr(c.attending, "full_cred"), c.lic_line(c.attending))
    s += c.footer()
    return s


def discharge(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.6, age_range=age_range(sc))
    r = rng
    los = r.randrange(2, 10)
    ddate = add_days(c.date, los)
    fmt = c.date_fmt
    s = ""
    if r.random() < 0.5:
        s += "%s\n%s  |  Main %s  |  Fax %s\n\n" % (c.hosp(), c.hosp_addr(), m("PHONE", c.h.phone), m("FAX", c.h.fax))
    else:
        s += c.banner() + "\n"
    s += r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY", "DISCHARGE SUMMARY / TRANSITION OF CARE"]) + "\n\n"
    lay = r.randrange(2)
    if lay == 0:
        s += "Patient: %s\nMRN: %s    Account: %s\nDOB: %s    Age: %s    Sex: %s\n" % (
            name_p(c.pt, r.choice(["full_mi", "LAST_FIRST", "full"])), m("MRN", c.mrn), m("ACCOUNT", c.acct), df(c.dob, fmt), m("AGE", c.age), c.sexw("male"))
        s += "Admission date: %s\nDischarge date: %s\nLength of stay: %d days\n" % (c.d(), df(ddate, fmt), los)
    else:
        s += "%-18s %s\n%-18s %s\n%-18s %s\n%-18s %s - %s\n" % ("Name:", name_p(c.pt, "last_first"), "MRN/FIN:", m("MRN", c.mrn) + " / " + m("ACCOUNT", c.acct),
                                                             "DOB:", df(c.dob, fmt), "Dates of stay:", c.d(), df(ddate, fmt))
    s += "Attending: %s\nDischarging provider: %s\nPCP: %s, %s, tel %s, fax %s\n" % (
        dr(c.attending, "full_cred"), dr(c.resident, "full_cred", cred=r.choice(["MD", "NP", "PA-C", "DO"])), dr(c.pcp, "dr_full"), m("HOSPITAL", c.pcp_practice),
        m("PHONE", c.pcp_phone), m("FAX", c.pcp_fax))
    if r.random() < 0.5:
        s += "Insurance: %s, member ID %s, group %s\n" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group))
        if r.random() < 0.3:
            s += r.choice(["SSN: %s\n" % m("SSN", c.ssn), "SSN: xxx-xx-%s\n" % m("SSN", c.ssn[-4:])])
    s += "\nPRINCIPAL DIAGNOSIS: %s\nSECONDARY DIAGNOSES:\n%s\n\n" % (sc["dx"], "\n".join("- " + x for x in sc["pmh"][:4]))
    s += "CONSULTANTS: %s\nPROCEDURES: %s\n\n" % (", ".join([dr(c.consultant, "dr_last") + " (" + r.choice(["cardiology", "nephrology", "ID", "GI", "neurology"]) + ")",
                                                             dr(Person(r), "dr_last") + " (" + r.choice(["palliative care", "endocrinology", "psychiatry"]) + ")"][:r.randrange(1, 3)]),
                                                  r.choice(["None", "PICC placement %s (lot %s)" % (df(add_days(c.date, 2), "md"), m("DEVICE", str(r.randrange(10 ** 6, 10 ** 7)))),
                                                            "EGD %s" % df(add_days(c.date, 1), r.choice(["md", "us"])), "Paracentesis x2", "TTE"]))
    s += "HISTORY OF PRESENT ILLNESS (brief): %s is a %s %s with %s who presented with %s.\n\n" % (
        c.P(r.choice(["full", "title"])), c.A(), c.sexw("word"), ", ".join(sc["pmh"][:2]), sc["cc"])
    s += "HOSPITAL COURSE BY PROBLEM:\n"
    for prob, plan in sc["plan"]:
        s += "# %s: %s %s\n\n" % (prob, plan, r.choice(["Improved by discharge.", "Resolved.", "Stable at discharge.", "Will need outpatient follow-up.",
                                                         "Last value on %s was at goal." % df(add_days(ddate, -1), r.choice(["md", "md_long"]))]))
    s += "Narrative: %s\n\n" % X.course_paragraph(r, c, sc)
    s += "DISCHARGE EXAM:\n%s\n%s\n\nDISCHARGE LABS:\n%s\n" % (clin.vitals(r, "line"), "\n".join(r.sample(clin.EXAM_NORMAL, 6)), X.trend_table(r, c, 3))
    s += "CONDITION AT DISCHARGE: %s\nDISPOSITION: %s\n" % (r.choice(["Stable", "Good", "Fair, improved"]), r.choice([
        "Home with %s (%s)" % (name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0]), "Home with home health (%s)" % m("ORGANIZATION", r.choice(["Brightpath Home Health", "VistaCare Visiting Nurses", "Hearthside Home Health"])),
        "%s (SNF) - report called to %s, RN at %s" % (m("HOSPITAL", c.snf), m("DOCTOR", Person(r).first + " " + Person(r).last), m("PHONE", c.pl.phone(c.h.area))),
        "Acute rehab at %s" % m("HOSPITAL", r.choice(TOWNS) + " Rehabilitation Hospital")]))
    s += "Discharge weight: %.1f kg   Code status: %s\n\n" % (r.uniform(48, 130), r.choice(["Full code", "DNR/DNI", "DNR, OK to intubate"]))
    # med rec
    home = sc["meds"] + r.sample(list(clin.MEDS), 2)
    pipe = r.random() < 0.5
    s += "DISCHARGE MEDICATION RECONCILIATION (reviewed with %s, pharmacist):\n" % m("DOCTOR", "%s %s" % (c.pharmacist.first, c.pharmacist.last))
    if pipe:
        s += "| Medication | Dose/Route/Freq | Status | Comment |\n|---|---|---|---|\n"
    for k in home:
        full = r.choice(clin.MEDS[k])
        parts = full.split(" ", 1)
        st = r.choice(["CONTINUE", "CONTINUE", "CONTINUE", "CHANGED", "NEW", "STOP", "HOLD"])
        cm = {"CHANGED": "dose adjusted for renal function", "NEW": "started this admission", "STOP": "discontinued", "HOLD": "hold until PCP visit"}.get(st, "")
        if pipe:
            s += "| %s | %s | %s | %s |\n" % (parts[0], parts[1] if len(parts) > 1 else "", st, cm)
        else:
            s += "  [%s] %s%s\n" % (st, full, (" - " + cm) if cm else "")
    s += "Prescriptions sent to %s, %s, ph %s.\n\n" % (m("HOSPITAL", c.pharmacy), m("STREET", c.pl.street(unit=False)) if r.random() < 0.5 else m("CITY", c.city), m("PHONE", c.pl.phone(c.h.area)))
    s += "FOLLOW-UP APPOINTMENTS:\n"
    s += "1. %s (PCP) - %s at %s, %s. Phone %s\n" % (dr(c.pcp, "dr_full"), df(add_days(ddate, r.randrange(3, 10)), r.choice(["wk_long", "us", "abbr", "wk_md"])),
                                                     r.choice(["9:30 AM", "10:15 AM", "2:40 PM", "1:00 PM"]), m("HOSPITAL", c.pcp_practice), m("PHONE", c.pcp_phone))
    s += "2. %s - %s, %s\n" % (dr(c.consultant, "dr_last") + " (" + c.spec_practice.split(" ", 1)[1] + ")", df(add_days(ddate, r.randrange(10, 40)), r.choice(["us", "long", "md"])), m("HOSPITAL", c.spec_practice))
    s += "3. Labs (BMP, CBC) %s at %s lab, order #%s\n\n" % (df(add_days(ddate, r.randrange(3, 8)), r.choice(["md", "us", "wk_md"])), c.hosp(True), m("IDNUM", order_no(r)))
    s += "PENDING RESULTS: %s\n" % r.choice(["blood cultures from %s (final), accession %s" % (c.d(fmt="md"), m("IDNUM", accession(r, str(c.date.year % 100)))),
                                              "none", "pathology %s" % m("IDNUM", accession(r, str(c.date.year % 100)))])
    s += "\nEDUCATION: %s\n" % " ".join(r.sample(X.EDU, 2))
    s += "\nPATIENT INSTRUCTIONS: %s Call %s or return to the ED for chest pain, shortness of breath, fever >101F or other concerns. After hours nurse line: %s.\n%s\n\n" % (
        r.choice(["Weigh yourself daily; call if weight up more than 3 lb in a day.", "Finish all antibiotics.", "Check blood sugar before meals and at bedtime.",
                  "No driving until cleared."]), dr(c.pcp, "dr_last"), m("PHONE", c.pl.phone(c.h.area)), portal_line(c))
    s += "Time spent on discharge: >30 minutes.\n%s\n%s\n" % (signature(c, c.resident, "discharging physician", pager=False, when=ddate), cc_line(c))
    s += c.footer()
    return s


def discharge_short(rng):
    """Nurse-practitioner style short discharge summary with terse med rec."""
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    los = r.randrange(1, 6)
    ddate = add_days(c.date, los)
    s = "D/C SUMMARY - %s\n%s, %s (%s)  MRN %s\nAdm %s  D/C %s  Attg %s  PCP %s\n\n" % (
        c.hosp(True), m("PATIENT", c.pt.last.upper()), m("PATIENT", c.pt.first.upper()), c.A("yo_tight") + c.sexw("mf"), m("MRN", c.mrn),
        c.d(fmt="md"), df(ddate, "md"), dr(c.attending, "last"), dr(c.pcp, "last"))
    s += "Dx: %s\nCourse: %s %s.\n" % (sc["dx"], "Treated with " + "; ".join(p.split(";")[0] for _, p in sc["plan"]), r.choice(["improved", "stable for d/c"]))
    s += "Med changes:\n"
    for k in r.sample(sc["meds"], min(3, len(sc["meds"]))):
        s += " %s %s\n" % (r.choice(["START", "STOP", "CHANGE", "CONT"]), clin.MEDS[k][0])
    s += "F/u: PCP %s %s; %s\n" % (dr(c.pcp, "dr_last"), df(add_days(ddate, r.randrange(3, 14)), r.choice(["md", "wk_md"])),
                                  r.choice(["labs in 1 wk", "cards clinic 2 wk", "HH RN via %s" % m("ORGANIZATION", "Caring Hands Home Care")]))
    s += "\nAFTER VISIT SUMMARY (patient copy)\nYou were in the hospital for: %s.\nYour next appointments:\n  - %s with %s, %s, %s\n  - Lab draw %s at %s\nQuestions? Call %s (weekdays) or the nurse line %s.\n%s\n%s\n" % (
        sc["dx"].lower(), df(add_days(ddate, r.randrange(3, 10)), r.choice(["wk_long", "abbr", "us"])), dr(c.pcp, "dr_full"), m("HOSPITAL", c.pcp_practice), m("STREET", c.pl.street(unit=False)),
        df(add_days(ddate, r.randrange(2, 8)), r.choice(["wk_md", "us"])), c.hosp(), m("PHONE", c.pcp_phone), m("PHONE", c.h.phone), r.choice(X.EDU), portal_line(c))
    s += "Spoke with %s %s %s at %s re: d/c plan.\n" % (c.sexw("his"), c.fam[0][0], name_p(c.fam[0][1], "first", "FAMILY"), m("PHONE", c.fam[0][2]))
    s += "Pt lives at %s, %s %s\n" % (m("STREET", c.street), m("CITY", c.city), m("STATE", c.state[1]))
    s += "%s, %s %s\n" % (m("DOCTOR", "%s %s" % (c.resident.first, c.resident.last)), r.choice(["NP", "PA-C", "APRN"]), df(ddate, "us_short"))
    body = s
    # pad with med rec detail
    body += "\nFull med list at discharge:\n%s\n" % clin.med_list(r, sc["meds"], "dash")[0]
    body += "Allergies: %s\nDiet: %s\nActivity: as tolerated\n" % (r.choice(clin.ALLERGIES), r.choice(["cardiac", "renal", "regular", "diabetic"]))
    return body, {"lower": r.random() < 0.3}
