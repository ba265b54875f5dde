"""Genre 6: school, college and occupational health nurse records."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL

SCHOOL_VISITS = [
    ("headache", "c/o frontal headache since 2nd period, 5/10, no vomiting, no head injury. Skipped breakfast.",
     "Rested 20 min in health office, water and crackers given. Pain 2/10 on recheck. Returned to class."),
    ("asthma", "wheezy after PE (cross-country), speaking in full sentences, peak flow 260 (personal best 380).",
     "Salbutamol/albuterol 4 puffs via spacer from school supply. Peak flow 350 after 15 min. Parent informed."),
    ("hypoglycaemia", "T1DM on pump. CGM alarm 3.4 mmol/L at 10:15, shaky and sweaty.",
     "15 g fast-acting glucose, recheck 5.8 after 15 min, snack given. Pump settings not changed. Parent texted."),
    ("playground injury", "fell from monkey bars, landed on L arm. Deformity absent, tender distal radius, swelling.",
     "Ice and sling. Parent called to collect for X-ray. Incident report filed."),
    ("anaphylaxis plan review", "known peanut allergy; Action plan and EpiPen checked (exp in date).",
     "Staff training completed for homeroom teacher and PE staff. Plan re-signed by parent."),
    ("sports concussion", "head clash during rugby/soccer, no LOC, dizziness and photophobia. SCAT6 symptom score 18.",
     "Removed from play. Not to return same day. Graduated return-to-learn protocol letter sent home."),
    ("mental health", "tearful, reports bullying online and not sleeping. Denies self-harm intent; safety screen negative.",
     "Referred to school counsellor; parent meeting booked; crisis numbers given."),
    ("immunisation catch-up", "Records reviewed: missing Tdap booster and HPV dose 2.",
     "Consent form sent home; catch-up clinic date confirmed with parent."),
]

OCC = [
    ("pre-placement medical", "Fit for role without restrictions. Audiogram baseline normal. Spirometry FEV1/FVC 0.81.", "Fit"),
    ("hearing conservation", "Standard threshold shift at 4 kHz L ear (25 dB from baseline). Uses foam plugs inconsistently.",
     "Fit with restrictions: double hearing protection in press area; retest 30 days"),
    ("needlestick injury", "Hollow-bore needlestick R index finger through glove while resheathing. Source known.",
     "Baseline bloods taken (HBsAb, HCV, HIV). Source consent obtained. PEP not indicated"),
    ("DOT / commercial driver medical", "BP 138/88, vision 20/25 each eye corrected, hearing whisper test passed. OSA screen STOP-BANG 4.",
     "Certified 1 year pending sleep study"),
    ("return-to-work after back injury", "Lifting injury lifting pallet. Lumbar flexion 60 deg, SLR negative. FCE shows medium work capacity.",
     "Modified duties: no lifting >10 kg, no forklift for 2 weeks, review in 14 days"),
    ("respirator fit test", "Quantitative fit test, fit factor 212 on 3M-type half-face respirator size M.", "Pass"),
    ("chemical splash to eye", "Splash of degreaser to L eye. Irrigated 20 min at eyewash station, pH 7.5 after. VA 6/6.",
     "Fit to return to work; safety glasses re-issued"),
    ("heat illness", "Dizzy and nauseated after 4 h outdoors at 36C. T 38.1, HR 112. Improved with cooling and oral fluids.",
     "Sent home for the day; heat acclimatisation plan"),
    ("forklift collision", "Pedestrian struck on L foot by slow-moving forklift. Tender 1st MTP, able to weight bear 4 steps.",
     "X-ray referral; incident investigation with site supervisor"),
]


def school(rng, c):
    c.age = rng.randint(5, 19) if rng.random() < 0.75 else rng.randint(18, 24)
    c.dob = dob_for_age(rng, c.date, c.age)
    college = c.age >= 18
    school_name = rng.choice([s for s in PL.SCHOOLS if (("College" in s or "University" in s or "Polytechnic" in s or "Institute" in s) == college)] or PL.SCHOOLS)
    lines = []
    lines.append(org(school_name) + (" - Student Health Services" if college else " - Health Office"))
    lines.append(rng.choice(["NURSE VISIT LOG", "Health Room Record", "School Nurse Encounter", "Student Health Clinic Note"]))
    lines.append("")
    lines.append("Student: %s   Grade/Year: %s   DOB: %s   Age: %s" % (
        pt(c.pt.full() if rng.random() < 0.6 else c.pt.last_first()), (("Gr %d" % max(1, c.age - 5) if c.loc in ("US", "CA") else "Year %d" % max(1, c.age - 5)) if not college else rng.choice(["1st year", "2nd year", "sophomore", "final year"])),
        c.dobs(), age(c.age)))
    lines.append("Student ID: %s   Homeroom: %s" % (idn(fmt_id(rng, rng.choice(["S#######", "########", "####-###"]))), loc("Rm " + str(rng.randint(101, 340)))))
    if college:
        lines.append("Student health insurance: %s, member %s" % (org(rng.choice(PL.INSURERS[c.loc])), hplan(c.hplan)))
        lines.append("Residence: %s, %s" % (loc(rng.choice(["Harlow Hall", "Kingsley House", "Maple Residence", "Tower B"])), loc("room %d%s" % (rng.randint(1, 9), rng.choice(["01", "14", "22", "37"])))))
        lines.append("Email: %s" % email(c.pt.email("student.example.edu" if False else "students.example.org")))
    else:
        lines.append("Parent/guardian: %s (%s) %s, %s (%s) %s" % (fam(c.fam.full()), rng.choice(["mother", "father", "grandmother", "guardian"]), tel(fphone(rng, c.loc, mobile=True)),
                                                             fam(c.fam2.full()), rng.choice(["father", "mother", "aunt", "stepfather"]), tel(fphone(rng, c.loc))))
        lines.append("Parent occupation (emergency plan): %s at %s" % (prof(rng.choice(PL.PROFESSIONS)), org(rng.choice(PL.EMPLOYERS))))
    lines.append("Health plan on file: %s   Provider: %s, %s" % (rng.choice(["asthma action plan", "diabetes management plan", "anaphylaxis plan", "seizure plan", "none"]),
                                                          c.md.ref(), hosp(c.clinic)))
    lines.append("")
    visits = rng.sample(SCHOOL_VISITS, rng.randint(4, 7))
    off = -rng.randint(60, 160)
    table = rng.random() < 0.4
    if table:
        lines.append("| Date | Time | Complaint | Action | Nurse |")
        lines.append("|---|---|---|---|---|")
    for cc, s, a in visits:
        off += rng.randint(3, 30)
        n = rng.choice([c.rn, c.rn, c.rn2])
        if table:
            lines.append("| %s | %s | %s | %s | %s |" % (c.d(off, "mdy" if c.loc == "US" else "dmy"), ftime(rng, rng.randint(8, 15)), cc, a, dr(n.initials(False))))
        else:
            lines.append("%s %s - %s" % (c.d(off), ftime(rng, rng.randint(8, 15)), cc.upper()))
            lines.append("S/O: " + ("%s sent by teacher %s. " % (pt(c.pt.first), dr(Person(rng).full()))) + s)
            lines.append("A/P: " + a)
            if rng.random() < 0.6:
                lines.append("Contact: %s %s at %s, %s." % (rng.choice(["spoke with", "left message for", "texted"]), fam(c.fam.first),
                                                            ftime(rng, rng.randint(9, 15)), tel(fphone(rng, c.loc, mobile=True))))
            lines.append("-- %s" % n.sig())
            lines.append("")
    lines.append("")
    lines.append("MEDICATION ADMINISTRATION LOG")
    med = rng.choice(["methylphenidate 10 mg", "salbutamol 2 puffs", "insulin per pump bolus", "cetirizine 10 mg", "ibuprofen 200 mg (parent consent)"])
    for k in range(rng.randint(3, 6)):
        lines.append("  %s  %s  %s  given by %s%s" % (c.d(-rng.randint(1, 60), "md"), ftime(rng, rng.randint(8, 14)), med, dr(rng.choice([c.rn, c.rn2]).initials(False)),
                                                     rng.choice(["", "", " - refused", " - witnessed by " + dr(Person(rng).full())])))
    lines.append("")
    lines.append("IMMUNISATIONS ON FILE")
    for v in rng.sample(["DTaP-IPV #5", "MMR #2", "Varicella #2", "HPV #1", "HPV #2", "Tdap booster", "MenACWY", "Hep B #3", "Influenza"], 5):
        lines.append("  %s %s" % (vpad(v, 14), dt(fdate(rng, shift(c.date, -rng.randint(100, 4000)), c.loc, rng.choice(["iso", "mdy" if c.loc == "US" else "dmy"])))))
    lines.append("")
    lines.append("Immunisations verified against %s register on %s." % (rng.choice(["state", "provincial", "AIR", "child health"]), c.d(-rng.randint(10, 90))))
    lines.append("Vision screen %s: R 6/9, L 6/6 (20/30, 20/20). Hearing screen pass. BMI %d.%d (%dth centile)." % (
        c.d(-rng.randint(100, 300), "monyr"), rng.randint(14, 31), rng.randint(0, 9), rng.randint(5, 97)))
    lines.append("Reviewed by %s, %s, school nurse. Office %s, fax %s" % (dr(c.rn.full()), c.rn.role, c.ph(ext=True), c.fx()))
    return "\n".join(lines)


def occ(rng, c):
    c.age = rng.randint(18, 67)
    c.dob = dob_for_age(rng, c.date, c.age)
    v = rng.choice(OCC)
    lines = []
    lines.append(rng.choice(["OCCUPATIONAL HEALTH SERVICE", "Employee Health", "Workplace Health & Safety - Nurse Record",
                             "Occupational Health Nurse Assessment"]))
    lines.append("%s, on behalf of %s" % (hosp(clinic_name(rng, c.loc) if rng.random() < 0.5 else c.hosp), org(c.employer)))
    lines.append("")
    rows = [("Employee", pt(c.pt.last_first(upper=rng.random() < 0.5))), ("DOB", c.dobs()), ("Age", age(c.age)),
            ("Employee no.", idn(fmt_id(rng, rng.choice(["######", "EMP-#####", "@#####"])))),
            ("Job title", prof(c.job)), ("Department", rng.choice(["Dispatch", "Press shop", "Night shift", "Maintenance", "Kitchen", "Yard"])),
            ("Supervisor", fam(Person(rng).full()) + " " + tel(fphone(rng, c.loc, ext=True))),
            ("Home", addr_block(rng, c.addr, oneline=True)), ("Phone", tel(c.mobile))]
    if c.loc == "US":
        rows.append(("SSN", ssn(ssn_val(rng, "US"))))
        rows.append(("Claim #", idn(fmt_id(rng, "WC-##-######")) + " (" + org(rng.choice(["Granite Workers' Comp Mutual", "Bluewater Casualty"])) + ")"))
    elif c.loc == "GB":
        rows.append(("NI number", ssn(ssn_val(rng, "GB"))))
    elif c.loc == "CA":
        rows.append(("SIN", ssn(ssn_val(rng, "CA"))))
        rows.append(("WSIB/WCB claim", idn(fmt_id(rng, "########"))))
    else:
        rows.append(("WorkCover claim", idn(fmt_id(rng, "########"))))
    for k, val in rows:
        lines.append("%s %s" % (vpad(k + ":", 16), val))
    lines.append("")
    lines.append("Date of assessment: %s     Reason: %s" % (c.d(), v[0]))
    if "driver" in v[0] or "forklift" in v[0] or rng.random() < 0.25:
        lines.append("Licence: %s (class %s)   Vehicle/unit: %s   VIN %s" % (lic(driver_license(rng, c.loc)), rng.choice(["A", "HC", "MR", "5", "CDL-B"]),
                                                                     veh(plate(rng, c.loc)), veh(vin(rng))))
    if "injury" in v[0] or "collision" in v[0] or "splash" in v[0]:
        lines.append("Date of injury: %s at %s, %s. Witness: %s. Incident report %s." % (c.d(-rng.randint(0, 20)), ftime(rng),
                                                                                          loc(rng.choice(["Bay 4", "Loading Dock C", "Building 7", "Cold Store 2", "Line 3"])),
                                                                                          fam(Person(rng).full()), idn(fmt_id(rng, "IR-####-###"))))
    lines.append("")
    lines.append("History: %s %s. %s" % (c.age_str(), prof(c.job), rng.choice([
        "%d years in role. Previously worked at %s." % (rng.randint(1, 25), org(rng.choice(PL.EMPLOYERS))),
        "Started %s." % c.d(-rng.randint(100, 3000), "monyr"), "Shift pattern 4 on 4 off, 12 h."])))
    lines.append("PMH: %s. Meds: %s." % (", ".join(rng.sample(clin.PROBLEMS, 2)), ", ".join(clin.med_list(rng, 2, c.loc))))
    lines.append("Health questionnaire (completed %s):" % c.d(-rng.randint(1, 10)))
    for q in rng.sample(["Back or joint problems", "Hearing loss / tinnitus", "Asthma or chest problems", "Skin conditions (dermatitis)",
                         "Diabetes", "Epilepsy / blackouts", "Mental health condition", "Night-shift difficulties", "Vision problems",
                         "Allergies (latex, chemicals)"], rng.randint(5, 8)):
        lines.append("  [%s] %s" % (rng.choice(["N", "N", "N", "Y"]), q))
    lines.append("Vitals: %s" % clin.vitals(rng, c.loc))
    if rng.random() < 0.6:
        lines.append("Audiogram (dB HL)   500  1k  2k  3k  4k  6k  8k")
        for ear in ("R", "L"):
            lines.append("  %s                 %s" % (ear, "  ".join("%3d" % rng.choice([5, 10, 15, 20, 25, 30, 40]) for _ in range(7))))
        lines.append("  Audiometer SN %s, calibrated %s" % (dev(device_sn(rng)), c.d(-rng.randint(30, 300), "monyr")))
    if rng.random() < 0.5:
        lines.append("Spirometry: FEV1 %.2f L (%d%% pred), FVC %.2f L, ratio %.2f. Spirometer SN %s." % (
            rng.uniform(2, 4.5), rng.randint(70, 110), rng.uniform(3, 5.5), rng.uniform(0.62, 0.86), dev(device_sn(rng))))
    lines.append("Findings: %s" % v[1])
    lines.append("")
    lines.append("Functional/fitness notes: " + rng.choice([
        "Job demands reviewed with employee: standing 10 h, lifting up to 25 kg, overtime common.",
        "Reports good sleep on days off, poor after nights. Epworth 9.",
        "Uses PPE as issued; no respiratory symptoms. Noise dosimetry in area 88 dB(A) TWA."]))
    lines.append("Previous OH contacts: %s" % "; ".join("%s %s" % (dt(fdate(rng, shift(c.date, -rng.randint(60, 1800)), c.loc, rng.choice(["iso", "monyr", None]))),
                                                                rng.choice(["annual audiogram", "flu vaccine", "hep B booster", "DSE assessment", "fit test"])) for _ in range(rng.randint(2, 4))))
    lines.append("")
    lines.append("OUTCOME: %s" % v[2])
    lines.append("Next review: %s" % c.d(rng.randint(7, 365)))
    if rng.random() < 0.6:
        hr = Person(rng)
        lines.append("Copy to %s (HR, %s) with employee consent obtained %s." % (fam(hr.full()), email(hr.email("example.com")), c.d()))
    if rng.random() < 0.4:
        lines.append("Clock-in biometric (palm) template %s suspended during sick leave." % bio(bioid_val(rng)))
    lines.append("")
    lines.append("%s, Occupational Health Nurse" % c.rn.sig())
    if rng.random() < 0.5:
        lines.append("Reviewed with %s, Occupational Physician (%s %s)" % (c.md.ref(), "GMC" if c.loc == "GB" else "Lic.", lic(med_license(rng, c.loc))))
    lines.append("%s | %s" % (c.ph(), email(c.rn.email("example.net"))))
    return "\n".join(lines)


def gen(rng, c):
    return school(rng, c) if rng.random() < 0.5 else occ(rng, c)
