"""Genre 1: patient summary / continuity-of-care documents rendered to plain text."""
import pools as P
import values as V
from common import (comment_sentences, problems, meds, result_value, staff_line, licence_label, clinician_id,
                    nid_label, hcard_label, mrn_label, times)
from common import occupation
from markup import m, ljust, row

GENRE = "patient_summary"


def _header_kv(c, pairs, w=16):
    return "\n".join(ljust(k + ":", w) + v for k, v in pairs)


def ccd(c):
    r = c.r
    doc = c.day(r.randint(0, 3))
    author = c.next_staff()
    pcp = c.next_staff()
    adm = c.day(-r.randint(2, 9))
    L = []
    L.append("CONTINUITY OF CARE DOCUMENT (C-CDA R2.1)   rendered %s %s" % (c.D(doc, "iso"), times(r)))
    L.append("templateId 2.16.840.1.113883.10.20.22.1.2   stylesheet v3.4.1")
    L.append("=" * 72)
    pairs = [("Patient", c.P(r.choice(["LAST, FIRST M", "Last, First", "First M. Last"])) + "    " + mrn_label(c) + ": " + m("MRN", c.mrn)),
             ("DOB", "%s (%s)    Sex: %s" % (c.dob_s(), c.age_s(r.choice(["{a} yrs", "{a}y", "{a} years", "age {a}"])), c.sexw().title())),
             ("Address", c.addr.lines(country=True)),
             ("Phone", "%s (home)   %s (mobile)" % (m("PHONE", c.phone), m("PHONE", c.mobile))),
             ("Email", m("EMAIL", c.email)),
             ("Language", "English    Race: Declined    Marital: %s" % r.choice(["Married", "Widowed", "Single", "Divorced"])),
             ("Emergency", "%s (%s)  %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0]))),
             ("Insurance", "%s   Member ID: %s   Group: %s" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group)))]
    if nid_label(c):
        pairs.append((nid_label(c), m("SSN", c.nid)))
    pairs.append((hcard_label(c), m("HEALTHPLAN", c.hcard)))
    pairs += [("Custodian", "%s, %s" % (m("HOSPITAL", c.hosp), V.Address(r, c.loc).lines())),
              ("Author", "%s, %s   %s %s" % (c.S(author), r.choice(["MD", "DO", "MBBS"]), licence_label(c), clinician_id(c))),
              ("Encounter", "%s  %s - %s  Inpatient, %s" % (m("ACCOUNT", c.acct), c.D(adm), c.D(doc), m("HOSPITAL", c.ward)))]
    L.append(_header_kv(c, pairs))
    L.append("")
    L.append("PROBLEMS")
    L.append(row(["  Problem", "ICD-10", "SNOMED CT", "Onset", "Status"], [42, 9, 12, 14]))
    for icd, sct, name in problems(c, r.randint(3, 5)):
        on = c.day(-r.randint(200, 6000))
        L.append(row(["  " + name, icd, sct, c.D(on, r.choice(["Mon y", "y", "mm/yyyy"])), r.choice(["Active", "Active", "Resolved"])], [42, 9, 12, 14]))
    L.append("")
    L.append("MEDICATIONS")
    for drug, dose, route, freq in meds(c, r.randint(3, 5)):
        pres = c.next_staff()
        L.append("  %s %s %s %s   start %s   prescriber %s" % (drug, dose, route, freq, c.D(c.day(-r.randint(10, 2000))), c.S(pres, r.choice(["F. Last", "Last, First", "First Last"]))))
    L.append("")
    L.append("ALLERGIES AND INTOLERANCES")
    for al, rx in r.sample(P.ALLERGENS, r.randint(1, 2)):
        L.append("  %s - %s (%s), recorded %s" % (al, rx, r.choice(["mild", "moderate", "severe"]), c.D(c.day(-r.randint(300, 9000)), "y")))
    L.append("")
    L.append("IMMUNIZATIONS")
    for vac, route in r.sample(P.VACCINES, r.randint(2, 3)):
        nurse = c.next_staff()
        L.append("  %s  %s  %s  by %s, RN at %s" % (ljust(vac, 32), c.D(c.day(-r.randint(30, 900))), route, c.S(nurse, "F. Last"), m("HOSPITAL", c.clinic)))
    L.append("")
    L.append("RESULTS (last 30 days)")
    L.append(row(["  Date", "Test", "LOINC", "Value", "Units", "Range", "Flag"], [12, 22, 9, 8, 14, 12]))
    rd = c.day(-r.randint(1, 5))
    for code, name, ab, unit, lo, hi, dec in r.sample(P.LAB_ANALYTES + P.OTHER_ANALYTES, r.randint(4, 6)):
        v, f, rng_ = result_value(r, lo, hi, dec)
        L.append(row(["  " + c.D(rd, "iso"), name[:21], code, v, unit, rng_, f], [12, 22, 9, 8, 14, 12]))
    L.append("")
    L.append("VITAL SIGNS (%s %s)" % (c.D(doc), times(r)))
    L.append("  BP %d/%d mmHg  HR %d  RR %d  Temp 36.%d C  SpO2 %d%% RA  Wt %.1f kg  BMI %.1f" % (
        r.randint(100, 170), r.randint(55, 95), r.randint(50, 110), r.randint(12, 24), r.randint(2, 9), r.randint(89, 99), r.uniform(45, 120), r.uniform(18, 38)))
    L.append("")
    L.append("CARE TEAM")
    L.append("  " + staff_line(c, author, "Attending"))
    L.append("  " + staff_line(c, pcp, "Primary care, %s" % m("HOSPITAL", c.clinic)))
    L.append("  " + staff_line(c, c.next_staff(), "Case manager"))
    L.append("")
    L.append("SOCIAL HISTORY / COMMENTS")
    for s in comment_sentences(c, r.randint(2, 3)):
        L.append("  " + s)
    L.append("")
    L.append("Electronically signed: %s, %s  %s %s" % (c.S(author), r.choice(["MD", "DO"]), c.D(doc), times(r)))
    return "\n".join(L)


def gp_summary(c):
    r = c.r
    doc = c.day(0)
    gp = c.next_staff()
    user = c.next_staff()
    L = []
    L.append("%s SUMMARY - PRINTED %s %s BY %s (%s)" % (r.choice(["GP", "PATIENT", "PRACTICE"]), c.D(doc, "d-Mon-y"), times(r), m("USERNAME", c.user(user)), m("HOSPITAL", c.clinic)))
    L.append("-" * 70)
    L.append("Name: %s%s    DOB: %s (%s)    Gender: %s" % (c.title(), c.P(r.choice(["First Last", "Last, First", "FIRST LAST"])), c.dob_s("d-Mon-y"), c.age_s(r.choice(["{a}y", "{a} yrs", "{a}"])), c.sex))
    L.append("%s: %s    %s: %s" % (hcard_label(c), m("HEALTHPLAN", c.hcard), mrn_label(c), m("MRN", c.mrn)))
    L.append("Address: %s" % c.addr.lines(abbr=r.random() < 0.5))
    L.append("Tel: %s   Mobile: %s   Email: %s" % (m("PHONE", c.phone), m("PHONE", c.mobile), m("EMAIL", c.email)))
    L.append("Usual GP: Dr %s   Registered: %s" % (c.S(gp, r.choice(["F Last", "First Last", "Last"])), c.D(c.day(-r.randint(400, 9000)), "d-Mon-y")))
    L.append("Next of kin: %s (%s) %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0])))
    L.append("Occupation: %s   Employer: %s" % (occupation(c), m("ORGANIZATION", c.employer if c.age >= 18 else r.choice(P.EMPLOYERS))))
    L.append("")
    L.append("ACTIVE PROBLEMS")
    for icd, sct, name in problems(c, r.randint(3, 5)):
        L.append("  %s  %s  [%s]" % (c.D(c.day(-r.randint(100, 7000)), r.choice(["d-Mon-y", "Mon y", "y"])), ljust(name, 40), icd))
    L.append("")
    L.append("CURRENT REPEAT MEDICATION")
    for drug, dose, route, freq in meds(c, r.randint(4, 6)):
        L.append("  %s  %s  %s   last issued %s   %s" % (ljust(drug, 22), ljust(dose, 18), freq, c.D(c.day(-r.randint(5, 60)), "d-Mon-y"), r.choice(["28 tablets", "56 tablets", "1 pen", "1 inhaler", "84 capsules"])))
    L.append("")
    L.append("ALLERGIES / ADVERSE REACTIONS")
    for al, rx in r.sample(P.ALLERGENS, r.randint(1, 2)):
        L.append("  %s: %s  (entered %s by %s)" % (al, rx, c.D(c.day(-r.randint(300, 6000)), "d-Mon-y"), m("DOCTOR", c.next_staff().name("FL"))))
    L.append("")
    L.append("RECENT CONSULTATIONS")
    for k in range(r.randint(2, 3)):
        s = c.next_staff()
        txt = r.choice(["BP review, home readings fine.", "Medication review, no changes.", "Chest infection, doxycycline 7/7.",
                        "Knee pain, referred physio.", "INR clinic: dose unchanged.", "Low mood, PHQ-9 score 11."])
        L.append("  %s  %s  %s  %s" % (c.D(c.day(-r.randint(3, 120)), "d-Mon-y"), ljust(c.S(s, r.choice(["F Last", "First Last"])), 20), ljust(r.choice(["Surgery", "Telephone", "Home visit", "Video"]), 10), txt))
    L.append("")
    L.append("IMMUNISATIONS")
    for vac, route in r.sample(P.VACCINES, r.randint(2, 3)):
        L.append("  %s  %s  %s" % (c.D(c.day(-r.randint(30, 1500)), "d-Mon-y"), ljust(vac, 34), m("HOSPITAL", r.choice([c.clinic, r.choice(P.CLINICS[c.loc])]))))
    L.append("")
    L.append("RECENT RESULTS")
    rd = c.day(-r.randint(2, 20))
    for code, name, ab, unit, lo, hi, dec in r.sample(P.LAB_ANALYTES + P.CBC_ANALYTES, r.randint(4, 6)):
        v, f, rg = result_value(r, lo, hi, dec)
        L.append("  %s  %s %s %s  (%s) %s" % (c.D(rd, "d-Mon-y"), ljust(ab, 6), rjust_(v, 7), ljust(unit, 12), rg, f))
    L.append("")
    L.append("NOTES")
    for s in comment_sentences(c, r.randint(2, 3)):
        L.append("  " + s)
    return "\n".join(L)


def rjust_(s, w):
    return " " * max(0, w - len(s)) + s


def cpp(c):
    r = c.r
    doc = c.day(0)
    mrp = c.next_staff()
    L = []
    L.append("CUMULATIVE PATIENT PROFILE                         %s" % m("HOSPITAL", c.clinic))
    L.append("Printed %s %s   user %s   EMR v12.4.0 build 2231" % (c.D(doc), times(r), m("USERNAME", c.user(c.next_staff()))))
    L.append("")
    L.append("%s   %s %s   DOB %s   Age %s" % (c.P(r.choice(["LAST, FIRST", "Last, First M", "LAST, FIRST M"])), mrn_label(c), m("MRN", c.mrn), c.dob_s(), m("AGE", str(c.age))))
    if c.loc == "CA":
        L.append("%s %s   Expires %s" % (hcard_label(c), m("HEALTHPLAN", c.hcard), c.D(c.day(r.randint(200, 1500)))))
    else:
        L.append("%s %s" % (hcard_label(c), m("HEALTHPLAN", c.hcard)))
    L.append("%s" % c.addr.lines(abbr=True))
    L.append("H: %s  C: %s  W: %s" % (m("PHONE", c.phone), m("PHONE", c.mobile), c.ph(ext=True)))
    L.append("MRP: Dr. %s (%s %s)   Enrolled since %s" % (c.S(mrp, "First Last"), licence_label(c), clinician_id(c), c.D(c.day(-r.randint(400, 6000)), "Month y")))
    L.append("")
    L.append("ONGOING HEALTH CONDITIONS")
    for icd, sct, name in problems(c, r.randint(3, 5)):
        L.append("  - %s (ICD-10 %s), dx %s" % (name, icd, c.D(c.day(-r.randint(100, 8000)), r.choice(["y", "Month y", "mm/yyyy"]))))
    L.append("PAST MEDICAL HISTORY")
    L.append("  - %s %s at %s, Dr. %s" % (r.choice(["Appendectomy", "Cholecystectomy", "Right TKA (CPT 27447)", "Hernia repair", "CABG x3"] if c.age >= 30 else ["Tonsillectomy", "Appendectomy", "Grommets"]),
                                           c.D(c.day(-r.randint(100, 300 + 30 * c.age)), "y"), m("HOSPITAL", c.hosp2), c.S(c.next_staff(), "Last")))
    L.append("FAMILY HISTORY")
    L.append("  Mother: %s, died at %s; Father: %s" % (r.choice(["breast ca", "CVA", "T2DM", "Alzheimer's disease"]), m("AGE", str(r.randint(55, 96))), r.choice(["MI at " + m("AGE", str(r.randint(45, 70))), "Parkinson's disease", "alive and well, " + m("AGE", str(min(c.age + r.randint(22, 35), 104)))])))
    L.append("SOCIAL HISTORY")
    L.append("  %s %s. Occupation: %s. Smoker: %s. EtOH: %s." % (r.choice(["Married to", "Lives with partner", "Widowed; daughter"]) if c.age >= 18 else "Lives with " + c.rels[0], c.F(0), occupation(c),
                                                             r.choice(["never", "ex (quit " + m("DATE", str(c.d0.year - r.randint(2, 30))) + ")", "current, 10/day"]), r.choice(["nil", "social", "2-3 drinks/wk"])))
    L.append("RISK FACTORS / REMINDERS")
    if c.age >= 45:
        L.append("  Colon screening FIT due %s; %s %s; BMD T-score -1.8" % (c.D(c.day(r.randint(30, 400)), "Month y"), "Mammogram" if c.sex == "F" else "AAA scan", c.D(c.day(-r.randint(100, 700)), "Month y")))
    else:
        L.append("  Immunisations up to date per schedule; next review %s; BMI %.1f" % (c.D(c.day(r.randint(30, 400)), "Month y"), r.uniform(15, 32)))
    L.append("MEDICATIONS")
    for drug, dose, route, freq in meds(c, r.randint(4, 6)):
        L.append("  %s %s %s %s  (Rx %s, %s)" % (drug, dose, route, freq, c.D(c.day(-r.randint(5, 400))), m("HOSPITAL", r.choice(P.CLINICS[c.loc]))))
    L.append("ALLERGIES")
    for al, rx in r.sample(P.ALLERGENS, r.randint(1, 2)):
        L.append("  %s -> %s" % (al, rx))
    L.append("IMMUNIZATIONS")
    for vac, route in r.sample(P.VACCINES, r.randint(2, 4)):
        L.append("  %s %s" % (ljust(vac, 34), c.D(c.day(-r.randint(30, 2000)))))
    L.append("CONSULTANTS")
    for spec in r.sample(["Cardiology", "Nephrology", "Endocrinology", "Rheumatology", "Neurology", "Respirology"], 2):
        s = c.next_staff()
        L.append("  %s: Dr. %s, %s  T %s  F %s" % (spec, c.S(s, r.choice(["F. Last", "First Last"])), m("HOSPITAL", r.choice(P.HOSPITALS[c.loc] + P.CLINICS[c.loc])), c.ph(), c.fx()))
    L.append("NOTES")
    for s in comment_sentences(c, r.randint(2, 3)):
        L.append("  " + s)
    return "\n".join(L)


def shared_summary(c):
    r = c.r
    doc = c.day(0)
    author = c.next_staff()
    L = []
    L.append("SHARED HEALTH SUMMARY")
    L.append("Document date: %s   Version 1.%d   Status: Final" % (c.D(doc, r.choice(["d Month y", "dmy", "iso"])), r.randint(0, 9)))
    L.append("")
    L.append("PATIENT")
    L.append("  Name        %s" % c.P(r.choice(["First Middle Last", "LAST, FIRST", "First Last"])))
    L.append("  Sex         %s    DOB %s    Age %s" % (c.sexw().title(), c.dob_s(), c.age_s(r.choice(["{a} years", "{a}y", "{a} yrs"]))))
    L.append("  %s  %s" % (ljust(hcard_label(c), 10), m("HEALTHPLAN", c.hcard)))
    if c.loc == "AU" and r.random() < 0.6:
        L.append("  DVA File    %s (Gold card)" % m("HEALTHPLAN", r.choice(["NX", "QX", "VX", "WX"]) + V.digits(r, 6)))
    elif nid_label(c):
        L.append("  %s  %s" % (ljust(nid_label(c), 10), m("SSN", c.nid)))
    L.append("  %s  %s" % (ljust(mrn_label(c), 10), m("MRN", c.mrn)))
    L.append("  Address     %s" % c.addr.lines(abbr=False, country=r.random() < 0.4))
    L.append("  Contact     %s / %s" % (m("PHONE", c.mobile), m("EMAIL", c.email)))
    L.append("")
    L.append("AUTHOR")
    L.append("  %s, %s   %s %s" % (c.S(author), r.choice(["MBBS FRACGP", "MD", "MBBS"]), licence_label(c), clinician_id(c)))
    L.append("  %s, %s" % (m("HOSPITAL", c.clinic), V.Address(r, c.loc).lines()))
    L.append("  Ph %s   Fax %s" % (c.ph(ext=False), c.fx()))
    L.append("")
    L.append("MEDICAL HISTORY")
    for icd, sct, name in problems(c, r.randint(3, 5)):
        L.append("  %s   SNOMED %s   onset %s" % (ljust(name, 38), ljust(sct, 10), c.D(c.day(-r.randint(100, 8000)), r.choice(["y", "Mon y", "d/m/y"]))))
    L.append("")
    L.append("MEDICINES")
    for drug, dose, route, freq in meds(c, r.randint(3, 6)):
        L.append("  %s %s, %s %s" % (drug, dose, route, freq))
    L.append("")
    L.append("ADVERSE REACTIONS")
    for al, rx in r.sample(P.ALLERGENS, r.randint(1, 2)):
        L.append("  %s: %s" % (al, rx))
    L.append("")
    L.append("IMMUNISATIONS")
    for vac, route in r.sample(P.VACCINES, r.randint(2, 3)):
        L.append("  %s  %s  (%s)" % (c.D(c.day(-r.randint(30, 1600))), vac, route))
    L.append("")
    L.append("CARE TEAM")
    for role in r.sample(["Cardiologist", "Diabetes educator", "Practice nurse", "Community pharmacist", "Physiotherapist"], 3):
        s = c.next_staff()
        L.append("  %s - %s, %s, %s" % (role, c.S(s), m("HOSPITAL", r.choice(P.CLINICS[c.loc] + P.HOSPITALS[c.loc])), c.ph(ext=r.random() < 0.3)))
    L.append("")
    L.append("CARER / EMERGENCY CONTACT")
    L.append("  %s (%s) %s; alternate %s (%s) %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0]), c.F(1), c.rels[1], m("PHONE", c.fam_phone[1])))
    L.append("")
    L.append("COMMENTS")
    for s in comment_sentences(c, r.randint(2, 3)):
        L.append("  " + s)
    L.append("")
    L.append("Uploaded to %s by %s on %s" % (m("URL", V.url(r, "myhealth")), m("USERNAME", c.user(author)), c.D(doc)))
    return "\n".join(L)


LAYOUTS = [("ccd_sections", ccd), ("gp_summary_print", gp_summary), ("cumulative_profile", cpp), ("shared_health_summary", shared_summary)]
