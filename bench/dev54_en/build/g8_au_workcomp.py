"""Genre 8: occupational injury and workers' compensation medical reports (AU)."""
from core import m, table, aligned
from common import time, medlist, ALLERGY, pick
from ctx import Ctx

INSURERS = ["Redgum Workers Insurance", "Southern Cross Mutual (WC)", "Gidgee Insurance Services", "Banksia Claims Management",
            "Outback Mutual Workers Cover", "Harbour City Insurance"]
REGS = {"NSW": "SIRA", "New South Wales": "SIRA", "VIC": "WorkSafe Victoria", "Victoria": "WorkSafe Victoria", "QLD": "WorkCover Queensland",
        "Queensland": "WorkCover Queensland", "WA": "WorkCover WA", "Western Australia": "WorkCover WA", "SA": "ReturnToWorkSA",
        "South Australia": "ReturnToWorkSA", "NT": "NT WorkSafe", "Northern Territory": "NT WorkSafe", "TAS": "WorkSafe Tasmania",
        "Tasmania": "WorkSafe Tasmania"}

INJ = [
    dict(k="back", mech="lifting a 25kg carton from floor level to a pallet, felt a sudden pain in the lower back",
         dx="Lumbar sprain/strain with L5 radicular features", icd="S33.5", ex="Lumbar flexion to mid-shin, extension 50% with pain. SLR 45 deg L reproducing leg pain. "
         "L5 dermatomal paraesthesia. Power 5/5 except EHL 4/5 L. Reflexes symmetrical.", ix="MRI lumbar spine: L4/5 left paracentral disc protrusion contacting the traversing L5 root.",
         cap="no lifting > 5 kg, no repetitive bending, alternate sitting/standing every 30 min, max 4 hrs/day"),
    dict(k="shoulder", mech="reaching overhead repeatedly to stack shelving, noticed right shoulder pain that worsened over the shift",
         dx="Right supraspinatus tendon tear (partial thickness)", icd="S46.0", ex="Painful arc 70-120 deg, Hawkins and Neer positive, Jobe's weak on R. ER strength 4/5.",
         ix="Ultrasound R shoulder: partial-thickness bursal-sided supraspinatus tear 8mm, subacromial bursitis.",
         cap="no work above shoulder height with the right arm, no lifting > 2 kg with R arm, left-handed duties only"),
    dict(k="hand", mech="cutting meat on the boning line when the knife slipped, lacerating the left palm",
         dx="Laceration L palm with FDS tendon injury (ring finger), repaired", icd="S66.1", ex="Healing wound L palm, sutures out. Active flexion ring finger limited, "
         "fingertip-to-palm distance 2cm. Sensation intact.", ix="Post-op hand therapy notes reviewed.",
         cap="no use of the left hand, no knife work, no wet environments; seated clerical duties"),
    dict(k="knee", mech="stepped down from the truck cab, twisted the right knee and felt a pop",
         dx="Right medial meniscus tear", icd="S83.2", ex="Effusion R knee, medial joint line tenderness, McMurray positive medially. ROM 5-110. Ligaments stable.",
         ix="MRI R knee: complex tear posterior horn medial meniscus. Orthopaedic referral made.",
         cap="no climbing in/out of trucks, no ladders, no kneeling/squatting, seated duties only"),
    dict(k="psych", mech="reports ongoing bullying by a supervisor and an incident of verbal abuse in front of colleagues",
         dx="Adjustment disorder with mixed anxiety and depressed mood", icd="F43.2", ex="Tearful, anxious affect, no psychotic features. K10 34. DASS-21 depression 24, anxiety 16. "
         "No current suicidal intent.", ix="Referred to psychologist (8 sessions approved).",
         cap="unfit for any work at present; review fortnightly"),
    dict(k="crush", mech="foot was run over by a forklift reversing in the warehouse",
         dx="Crush injury R foot with undisplaced fractures of 3rd and 4th metatarsals", icd="S92.3", ex="Swelling and bruising dorsum R foot, tenderness over 3rd-4th MT shafts. "
         "Neurovascularly intact. Moon boot in situ.", ix="X-ray R foot: undisplaced fractures 3rd and 4th metatarsal shafts.",
         cap="seated duties only, no driving, must wear CAM boot, elevate foot"),
    dict(k="mva", mech="was the driver of a work ute that was rear-ended at traffic lights while travelling between sites",
         dx="Whiplash-associated disorder grade II", icd="S13.4", ex="Cervical ROM reduced 50% rotation bilaterally, paraspinal tenderness C3-C6. Neuro exam normal.",
         ix="Canadian C-spine rule: imaging not indicated.", cap="no driving of work vehicles, no lifting > 10 kg, desk work with breaks"),
    dict(k="burn", mech="was splashed with hot oil while cleaning the fryer",
         dx="Partial thickness burns R forearm (3% TBSA)", icd="T22.2", ex="Superficial partial thickness burn R volar forearm, blistered, healing well, no infection.",
         ix="Dressings per burns unit protocol.", cap="no work in the kitchen, keep dressing dry, front of house duties only"),
]


def cert_of_capacity(c, inj, doc, prov, emp, claim, insurer, regu, job, dinj):
    r = c.rng
    out = []
    out.append("%s - CERTIFICATE OF CAPACITY" % regu.upper())
    out.append("(Workers compensation - %s)" % r.choice(["initial", "progress", "final"]))
    out.append("")
    rows = [["Worker name", c.P(r.choice(["LF_caps", "full"]))], ["Date of birth", c.D(c.dob)], ["Address", c.addr1()],
            ["Phone", m("PHONE", c.phone("mob"))], ["Occupation", job], ["Employer", m("ORGANIZATION", emp)],
            ["Claim number", m("IDNUM", claim)], ["Insurer", m("ORGANIZATION", insurer)], ["Date of injury", c.D(dinj)],
            ["Medicare no.", m("HEALTHPLAN", c.ID("medicare"))]]
    if r.random() < 0.3:
        rows.append(["TFN (claim form)", m("SSN", c.ID("tfn"))])
    out.append(table([["Section 1 - Worker", ""]] + rows) if r.random() < 0.5 else aligned([[a + ":", b] for a, b in rows]))
    out.append("")
    out.append("Section 2 - Medical")
    out.append("Diagnosis: %s (ICD-10 %s)" % (inj["dx"], inj["icd"]))
    out.append("Consistent with mechanism described: yes. Worker states he/she %s." % inj["mech"] if False else
               "Mechanism: worker %s." % inj["mech"])
    out.append("Clinical findings: " + inj["ex"])
    out.append("Investigations: " + inj["ix"])
    out.append("Pre-existing factors: " + r.choice(["nil known", "previous claim %s (%s)" % (m("IDNUM", "C" + str(r.randint(10000000, 99999999))), c.D(c.ago(r.randint(800, 3000)), "year")),
                                                     "smoker, deconditioned", "T2DM - may slow healing"]))
    out.append("First seen for this injury: %s at %s" % (c.D(c.ago(r.randint(1, 60))), m("HOSPITAL", prov)))
    d1 = c.today
    d2 = c.ahead(r.choice([7, 14, 14, 21, 28]))
    fit = r.choice(["suitable duties", "no capacity", "suitable duties", "full capacity (from %s)" % c.D(d2)])
    out.append("Capacity: %s from %s to %s" % (fit, c.D(d1), c.D(d2)))
    if "suitable" in fit:
        out.append("Restrictions: " + inj["cap"])
        out.append("Hours: %d hrs/day, %d days/week" % (r.randint(3, 8), r.randint(3, 5)))
    out.append("Treatment plan: %s" % r.choice(["physiotherapy 2x/week, simple analgesia", "specialist referral, imaging as above",
                                                 "psychology, GP review fortnightly", "hand therapy, splint"]))
    out.append("Next review: %s" % c.D(d2, r.choice([c.dstyle, "wd_long"])))
    out.append("")
    out.append("Medical practitioner: %s   Provider no. %s" % (c.doc(doc, "dr_full"), m("LICENSE", c.licence("prov"))))
    out.append("Practice: %s, %s  Ph %s" % (m("HOSPITAL", prov), c.addr1(street=c.new_street(), town=c.new_town(), pc=c.new_postcode()),
                                            m("PHONE", c.phone("land"))))
    out.append("")
    out.append("Section 3 - Return to work")
    sup = c.person()
    out.append("Pre-injury duties: %s, %s hrs/week. Suitable duties offered by employer: %s." % (job, r.choice(["38", "40", "45", "12hr shifts 7-on/7-off"]),
                                                                                              r.choice(["yes", "not yet", "yes - on reduced hours"])))
    out.append("Discussed with supervisor %s (%s) on %s." % (m("FAMILY", sup.full), m("PHONE", c.phone("mob")), c.D(c.ago(r.randint(0, 10)))))
    out.append("Workplace rehab provider: %s." % r.choice(["not yet appointed", m("ORGANIZATION", "WorkFit Rehab Partners"), m("ORGANIZATION", "Occupational Pathways")]))
    out.append("")
    out.append("Section 4 - Treatment")
    for x in r.sample(["Physiotherapy 2x/week for 4 weeks", "Paracetamol 1g qid prn", "Ibuprofen 400mg tds with food x7 days",
                       "Referral to orthopaedic surgeon", "Psychology referral (6 sessions)", "Ice/heat, home exercise program",
                       "Repeat imaging in 6 weeks", "Hand therapy, thermoplastic splint"], r.randint(2, 4)):
        out.append("  - " + x)
    out.append("Estimated time to full recovery: %s" % r.choice(["2-4 weeks", "6-8 weeks", "3 months", "uncertain"]))
    out.append("")
    out.append("Signature: ____________  Date: %s" % c.D(d1))
    out.append("I consent to my treating doctor discussing my capacity with my employer and insurer: Y   Worker signature: %s" %
               m("PATIENT", c.pt.initials(False)))
    return out


def ime_report(c, inj, doc, prov, emp, claim, insurer, regu, job, dinj, caseman):
    r = c.rng
    out = []
    out.append("INDEPENDENT MEDICAL EXAMINATION REPORT" if r.random() < 0.5 else "REPORT - TREATING PRACTITIONER")
    out.append("")
    out.append(m("HOSPITAL", prov))
    out.append("%s  |  Ph %s  |  Fax %s  |  %s" % (c.addr1(street=c.new_street(), town=c.new_town(), pc=c.new_postcode()),
                                                   m("PHONE", c.phone("land")), m("FAX", c.phone("land")), m("EMAIL", c.email(None))))
    out.append("")
    out.append(c.D(c.today, r.choice(["d_month_y", "dth_month_y", "dmy"])))
    out.append("")
    out.append(m("FAMILY", caseman.full) + ", Case Manager")
    out.append(m("ORGANIZATION", insurer))
    out.append("By email: " + m("EMAIL", c.email(caseman)))
    out.append("")
    out.append("Re:       " + c.P(r.choice(["title_full", "full"])))
    out.append("DOB:      " + c.D(c.dob))
    out.append("Claim no: " + m("IDNUM", claim))
    out.append("Employer: " + m("ORGANIZATION", emp))
    out.append("DOI:      " + c.D(dinj))
    if r.random() < 0.4:
        out.append("Policy:   " + m("HEALTHPLAN", c.ID("policy")))
    out.append("")
    out.append("Dear " + r.choice(["Sir/Madam", m("FAMILY", caseman.first), "Ms " + m("FAMILY", caseman.last) if caseman.sex == "F" else "Mr " + m("FAMILY", caseman.last)]) + ",")
    out.append("")
    pro = "He" if c.pt.sex == "M" else "She"
    pos = "his" if c.pt.sex == "M" else "her"
    out.append("Thank you for your referral dated %s. I examined %s on %s at my rooms for %s. Photo ID was sighted (driver licence %s)." % (
        c.D(c.ago(r.randint(14, 50))), c.P("title_last"), c.D(c.today), r.choice(["60 minutes", "45 minutes", "one hour"]),
        m("LICENSE", str(r.randint(10000000, 999999999)))))
    out.append("")
    out.append("1. Background")
    kin = c.relative(r.choice(["wife", "husband", "partner"]))
    out.append("%s is a %s %s who has worked as a %s with %s since %s. %s lives with %s %s %s and %d children in %s, %s. "
               "%s was born in %s." % (
                   c.P(r.choice(["title_last", "first"])), c.A(r.choice(["year-old", "yearold_sp"])), "right-handed" if r.random() < 0.8 else "left-handed",
                   job, m("ORGANIZATION", emp), c.D(c.ago(r.randint(300, 5000)), r.choice(["month_y", "year"])), pro, pos, kin.rel,
                   c.nm(kin, "FAMILY", "first"), r.randint(0, 4), m("CITY", c.town), m("STATE", c.region), pro,
                   c.country() if r.random() < 0.5 else m("CITY", c.new_town())))
    out.append("")
    out.append("2. Mechanism of injury")
    veh = ""
    if inj["k"] in ("mva", "crush"):
        veh = " The %s (rego %s) was %s." % ("ute" if inj["k"] == "mva" else "forklift", m("VEHICLE", c.plate()),
                                             r.choice(["written off", "inspected by the safety officer", "taken out of service"]))
    out.append("On %s at about %s, %s %s.%s The incident was reported to %s supervisor %s the same day and an incident report (%s) lodged." % (
        c.D(dinj, r.choice(["wd_long", c.dstyle])), time(c), c.P("first"), inj["mech"], veh, pos, m("FAMILY", c.person().full),
        m("IDNUM", "IR-" + str(r.randint(1000, 99999)))))
    if r.random() < 0.4:
        out.append("Site access records (fingerprint scanner ID %s) confirm %s clocked on at %s." % (
            m("BIOID", "FP-" + str(r.randint(10000, 99999))), pos, time(c)))
    out.append("")
    out.append("3. Treatment to date")
    out.append("%s attended %s on the day and was seen by %s. Subsequent care with %s (GP) and %s (physiotherapist). %s" % (
        pro, m("HOSPITAL", c.hospital("hosp")), c.doc(c.person(), "dr_last"), c.doc(c.person(), "dr_full"), m("DOCTOR", c.person().full),
        inj["ix"]))
    out.append("Medications: " + ", ".join(medlist(c, r.randint(1, 4), cats=("misc",))) + ".")
    out.append("")
    out.append("4. Current complaints")
    out.append("Pain %d/10 at rest, %d/10 with activity. Sleep disturbed. %s" % (r.randint(2, 6), r.randint(5, 9),
                                                                               r.choice(["Unable to play touch footy.", "Has stopped fishing with mates.",
                                                                                         "Partner helps with showering.", "Driving limited to 20 minutes."])))
    out.append("")
    out.append("5. Examination")
    out.append("Height %d cm, weight %d kg. %s" % (r.randint(152, 192), r.randint(55, 120), inj["ex"]))
    out.append("Waddell signs %d/5." % r.randint(0, 2))
    out.append("")
    out.append("Functional measures: Oswestry %d%%, PSFS %.1f/10, Orebro %d, PCS %d." % (r.randint(12, 64), r.uniform(2, 8), r.randint(30, 75), r.randint(5, 40)))
    out.append("")
    out.append("Treatment summary:")
    rows = [["Provider", "Type", "Sessions", "From"]]
    for _ in range(r.randint(2, 4)):
        rows.append([m("HOSPITAL", r.choice(["%s Physiotherapy" % c.new_town(), "%s Hand Therapy" % c.new_town(), "%s Imaging" % c.new_town(),
                                            "%s Psychology" % c.new_town(), c.hospital("gp")])),
                     r.choice(["physio", "imaging", "psychology", "exercise physiology", "GP", "specialist"]), str(r.randint(1, 14)),
                     c.D(c.ago(r.randint(5, 200)), "dmy")])
    out.append(table(rows))
    out.append("")
    out.append("Pre-existing: %s" % r.choice(["nil relevant", "previous lumbar strain %s, fully recovered" % c.D(c.ago(r.randint(800, 3000)), "year"),
                                              "prior R knee arthroscopy (%s)" % c.D(c.ago(r.randint(800, 4000)), "year"),
                                              "depression treated in %s" % c.D(c.ago(r.randint(800, 4000)), "year")]))
    out.append("")
    out.append("6. Opinion")
    out.append("Diagnosis: %s. The injury arose out of or in the course of employment, and employment was a %s contributing factor." % (
        inj["dx"], r.choice(["substantial", "significant", "the main"])))
    out.append("Capacity: %s." % inj["cap"])
    out.append("Maximum medical improvement: %s. Whole person impairment assessment %s." % (
        r.choice(["not yet reached", "anticipated within 3-6 months", "reached"]), r.choice(["deferred", "would be premature", "to follow under AMA5 guides"])))
    out.append("Recommended: %s." % r.choice(["graded return to work plan via rehab provider", "surgical opinion", "work hardening program",
                                               "psychological treatment to continue"]))
    if r.random() < 0.4:
        rehab = c.person()
        out.append("Rehab provider: %s, %s (%s)." % (m("DOCTOR", rehab.full), m("ORGANIZATION", r.choice(["WorkFit Rehab Partners", "Return Ready Consulting",
                                                                                                        "Occupational Pathways"])),
                                                   m("PHONE", c.phone("mob"))))
    out.append("")
    out.append("I declare that I have made all enquiries I believe desirable and appropriate.")
    out.append("")
    out.append("Yours faithfully,")
    out.append("")
    out.append(c.doc(doc, "dr_full"))
    out.append(r.choice(["MBBS FAFOEM", "MBBS FRACGP", "MBBS FRACS (Orth)", "MBBS FAFRM"]) + "   AHPRA " + m("LICENSE", c.licence()))
    if r.random() < 0.4:
        out.append("Invoice %s to %s." % (m("ACCOUNT", c.ID("acct")), m("ORGANIZATION", insurer)))
    return out


def progress_table(c, inj, doc, claim):
    r = c.rng
    out = ["Consultation history - claim " + m("IDNUM", claim)]
    rows = [["Date", "Seen by", "Summary", "Capacity"]]
    days = sorted(r.sample(range(5, 120), r.randint(3, 6)), reverse=True)
    for d in days:
        rows.append([c.D(c.ago(d), "dmy"), c.doc(r.choice([doc, c.person()]), "fi_last"),
                     r.choice(["pain improving", "physio helping", "flare after suitable duties", "awaiting MRI", "specialist appt booked",
                               "RTW plan reviewed with " + m("FAMILY", c.person().first)]),
                     r.choice(["nil", "suitable duties 4h", "suitable duties 6h", "full hours modified", "nil"])])
    out.append(table(rows))
    return out


def gen(rng, idx):
    c = Ctx(rng, "AU", age_range=(18, 66))
    r = c.rng
    inj = r.choice(INJ)
    regu = REGS.get(c.region, "WorkCover")
    insurer = r.choice(INSURERS)
    emp = c.employer()
    claim = c.ID("claim")
    job = c.profession()
    doc = c.person()
    caseman = c.person()
    prov = c.hospital("gp")
    dinj = c.ago(r.randint(7, 300))
    out = []
    if r.random() < 0.35:
        out.append("Generated by %s | user %s | %s %s | %s" % (r.choice(["Best Practice", "MedicalDirector", "Zedmed", "the practice system"]),
                                                              m("USERNAME", c.username(doc)), c.D(c.today, "dmy"), time(c), m("IPADDR", c.ip())))
        out.append("")
    lay = r.choice(["cert", "ime", "ime", "cert+table", "ime+table"])
    if lay.startswith("cert"):
        out += cert_of_capacity(c, inj, doc, prov, emp, claim, insurer, regu, job, dinj)
    else:
        out += ime_report(c, inj, doc, prov, emp, claim, insurer, regu, job, dinj, caseman)
    if lay.endswith("table"):
        out.append("")
        out += progress_table(c, inj, doc, claim)
    if r.random() < 0.4:
        out.append("")
        out.append("Employer RTW coordinator: %s, %s, %s" % (m("FAMILY", c.person().full),
                                                             m("PHONE", c.phone("land") + c.ext()), m("EMAIL", c.email(None))))
    if r.random() < 0.25:
        out.append("Worker portal: %s (ref %s)" % (m("URL", c.url(base=insurer.split()[0].lower() + "claims")), m("IDNUM", claim)))
    return "\n".join(out), "workers_compensation_report"
