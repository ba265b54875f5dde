"""Genres: custody healthcare assessment and injury documentation with body map (dev235_en, author 235)."""
from common import m, lowm
import case as K
import scen

SUBST = ["heroin 0.5 g/day IV, last used this morning", "crack cocaine smoked daily", "alcohol 20+ units/day, last drink 4 h ago",
         "cannabis 2 g/day", "spice (SCRA) daily", "street benzos (etizolam) 'a strip a day'", "nil illicit", "methamphetamine (ice) smoked, last 2 days ago",
         "GHB 'a few mls' most weekends", "pregabalin bought online"]
MH = ["no known mental health history", "diagnosed with EUPD; under CMHT", "schizophrenia on depot (paliperidone monthly)",
      "depression; overdose last year", "ADHD, on lisdexamfetamine", "PTSD (ex-forces)", "bipolar affective disorder on lithium",
      "learning disability (mild)", "autism spectrum condition"]
CUSTODY_INJ = ["superficial abrasions to both wrists from handcuffs (rigid cuffs), 2-3 cm", "two Taser probe puncture sites on the left lower back, barbs removed intact",
               "swollen right hand, tender 5th metacarpal - ?boxer's fracture", "graze to the left cheek from ground restraint",
               "laceration to the right eyebrow, 1.5 cm, closed with Steri-Strips", "no injuries reported or seen",
               "dog bite to the right calf (police dog), two puncture wounds", "red eyes and skin irritation following PAVA spray, irrigated"]


def custody(c):
    K.setup(c, living=True, age_range=(17, 70), sex=c.ch("MMMF"))
    L = []
    suite = c.place("custody")
    hcp = c.staff("nurse")
    cust_no = c.idv("custody")
    arr_d = c.day0
    L.append(c.ch({"UK": ["CUSTODY HEALTHCARE RECORD - HCP ASSESSMENT", "Custody Healthcare: Detainee Assessment", "HEALTHCARE PROFESSIONAL ASSESSMENT (PACE)"],
                   "US": ["JAIL INTAKE MEDICAL SCREENING", "Detention Health Services - Receiving Screening", "BOOKING MEDICAL ASSESSMENT"],
                   "AU": ["WATCH HOUSE HEALTH ASSESSMENT", "Custody Nurse Assessment", "POLICE CUSTODY MEDICAL REVIEW"]}[c.cty]))
    L.append("%s   Custody no. %s   Cell %s" % (m("LOCATION_OTHER", suite), m("IDNUM", cust_no), m("LOCATION_OTHER", c.ch([str(c.r.randint(1, 30)), "C%d" % c.r.randint(1, 24), "M%d" % c.r.randint(1, 8)]))))
    L.append("Detainee: %s   DOB: %s (%s)   %s" % (K.P(c, c.ch(["LF", "LFm", "Lf", "L_f"])), c.D(c.dob, kind="form"), K.AGE(c, c.ch([3, 4, 8, 10])),
                                                 ("PNC ID " + c.I("pnc")) if c.cty == "UK" else ("Booking # " + m("IDNUM", c.idv("custody")))))
    if c.pr(0.35):
        L.append("Country of birth: %s   Interpreter: %s" % (c.COUNTRY(c.pt.origin), c.ch(["not required", "required", "declined"])))
    if c.cty == "UK" and c.pr(0.5):
        L.append("Detained under PACE 1984; rights given per Code C para 3.1; %s." % c.ch(["no MHA concerns", "s.136 MHA considered - not met", "Code C Annex G fitness to interview applies"]))
    if c.pt.nick and c.pr(0.8):
        L.append("Also known as: '%s'" % m("PATIENT", c.pt.nick))
    T = c.times(8, 0, 15)
    hk = "nurse" if c.pr(0.6) else "fme"
    L.append("Arrested: %s %s for %s by %s." % (c.D(arr_d, kind="form"), T[0], c.ch(scen.CUSTODY_REASONS), c.officer()))
    L.append("Referred to HCP by %s: %s." % (c.officer(), c.ch(["intoxicated, head injury on arrest", "states takes methadone", "self-harm risk flagged",
                                                                 "requests medication", "withdrawal symptoms", "injured during restraint",
                                                                 "diabetic, needs insulin", "fitness to interview assessment"])))
    L.append("HCP: %s   Seen: %s %s   Consent: verbal, %s" % (c.dr(hcp, hk, c.r.randint(0, 5)), c.D(arr_d, kind="short"),
                                                           T[2], c.ch(["given", "given via telephone interpreter", "given - capacity assessed"])))
    L.append("")
    L.append(c.ch(["HISTORY", "Hx", "Background"]))
    hx = []
    hx.append("PMH: %s." % c.ch(["asthma", "T1DM", "epilepsy", "hep C", "nil", "hypertension", "previous head injury", "DVT on apixaban"]))
    meds = c.sample(scen.DRUG_RX, c.r.randint(1, 3))
    hx.append("Meds: %s." % "; ".join(meds))
    if any("methadone" in x or "buprenorphine" in x for x in meds) or c.pr(0.3):
        hx.append("OST dose confirmed with %s (tel %s), last dispensed %s; prescriber %s." % (
            c.H("pharmacy"), c.PH(), c.D(c.days(arr_d, -c.r.randint(0, 2)), kind="short"), c.dr(c.person(), "fme", c.r.randint(0, 2))))
    hx.append("%s: %s, %s." % ("PCP" if c.cty == "US" else "GP", c.H("gp"), c.dr(c.person(), "fme", c.r.randint(0, 2))))
    hx.append("Substances: %s." % c.ch(SUBST))
    hx.append("Mental health: %s%s." % (c.ch(MH), (", care coordinator " + c.plain(c.person()) + " at " + c.H("hospital")) if c.pr(0.3) else ""))
    hx.append("Self-harm: %s." % c.ch(["denies", "cut wrists %s" % c.D(c.days(arr_d, -c.r.randint(60, 900)), c.ch(["BY", "Y"])), "thoughts but no plan", "ligature attempt in custody %s" % c.D(c.days(arr_d, -c.r.randint(60, 900)), "Y")]))
    if c.pr(0.6):
        hx.append("Works as a %s%s; lives %s." % (m("PROFESSION", c.prof), (" for " + c.O("employer")) if c.pr(0.4) else "",
                                                  c.ch(["with partner", "alone", "NFA", "with parents", "in a hostel"])))
    L.append(" ".join(hx))
    L.append("")
    L.append(c.ch(["EXAMINATION", "O/E", "Assessment"]))
    L.append("GCS %d/15, pupils %s, BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f, BM %.1f mmol/L. %s" % (
        c.r.randint(13, 15), c.ch(["PEARL 4 mm", "pinpoint", "dilated 7 mm, reactive", "equal and reactive"]), c.r.randint(98, 170), c.r.randint(58, 104),
        c.r.randint(55, 124), c.r.randint(12, 24), c.r.randint(93, 100), c.r.uniform(35.8, 38.1), c.r.uniform(3.2, 19.5), c.ch(scen.SCALES_NEG)))
    L.append("Injuries: %s." % c.ch(CUSTODY_INJ))
    if c.pr(0.5):
        L.append("Evidential breath test: %d ug/100 mL (%s, S/N %s) at %s; limit %s." % (
            c.r.randint(12, 120), c.ch(["Intoximeter EC/IR II", "Lion Intoxilyzer 6000", "Draeger Alcotest 9510", "Intoxilyzer 9000"]),
            c.DEV("breath"), T[1], {"UK": "35 ug/100 mL", "US": "0.08 g/210 L", "AU": "0.05 g/100 mL"}[c.cty]))
    if c.pr(0.4):
        L.append("Arresting officer's body-worn camera %s activated during restraint." % c.DEV("bwc"))
    L.append("")
    L.append(c.ch(["PLAN", "Outcome", "Care plan"]))
    L.append("Fit to detain: %s. Fit to interview: %s. Observation level: %s." % (
        c.ch(["yes", "yes, with conditions", "no - transfer to ED"]), c.ch(["yes", "not before %s" % T[6], "yes with appropriate adult", "reassess in 4 h"]),
        c.ch(["Level 1 (hourly checks)", "Level 2 (rousing every 30 min)", "Level 3 (constant observation)", "Level 2"])))
    if c.pr(0.5):
        role = c.ch(["mother", "father", "social worker", "volunteer AA"])
        aa = c.person(sex={"mother": "F", "father": "M"}.get(role), surname=c.pt.surname if role in ("mother", "father") and c.pr(0.7) else None)
        L.append("Appropriate adult: %s (%s) %s." % (c.nm(aa, "FAMILY", c.ch(["fl", "fi"])), role, c.PH()))
    if c.pr(0.5):
        sol = c.person()
        L.append("Solicitor: %s, %s." % (c.nm(sol, "FAMILY", c.ch(["fl", "il", "l"])), c.O("law")))
    if c.pr(0.5):
        L.append("Meds given: %s at %s. Next due %s." % (c.ch(["diazepam 10 mg PO", "chlordiazepoxide 20 mg PO", "paracetamol 1 g PO", "salbutamol 2 puffs",
                                                             "insulin (own supply) 8 units", "levetiracetam 500 mg"]), T[3], T[7]))
    L.append("NOK informed: %s %s, %s." % (c.nok_rel, c.nm(c.nok, "FAMILY", c.ch(["f", "fl"])), c.PH()) if c.pr(0.6) else "NOK: declined to nominate.")
    L.append("")
    lab = {"UK": {"nurse": "NMC PIN", "fme": "GMC"}, "US": {"nurse": "RN lic.", "fme": "Lic."}, "AU": {"nurse": "AHPRA", "fme": "AHPRA"}}[c.cty][hk]
    L.append("%s   %s %s   %s %s" % (c.dr(hcp, hk, c.r.randint(0, 5)), lab, c.LIC("med", nurse=(hk == "nurse")), c.D(arr_d, kind="form"), T[4]))
    if c.pr(0.35):
        L.append("Record created by %s on terminal %s" % (c.U(hcp), c.IP()))
    return "\n".join(L)


SHAPES = ["round", "oval", "linear", "irregular", "curvilinear", "patterned (parallel lines)", "crescentic", "ill-defined"]


def injury(c):
    K.setup(c, living=True, age_range=(16, 88), sex=c.ch("FFMF"))
    L = []
    ex = c.staff("fme")
    exam_d = c.days(c.day0, c.ch([0, 0, 1, 2, 3]))
    place = c.r.randint(0, 2)
    at = c.H("sarc") if place == 0 else (m("HOSPITAL", c.hosp_name) if place == 1 else m("LOCATION_OTHER", c.place("custody")))
    L.append(c.ch(["INJURY DOCUMENTATION - BODY MAP", "Forensic Injury Documentation", "RECORD OF INJURIES (BODY DIAGRAM)", "Clinical forensic assessment - injuries"]))
    L.append("Name: %s   DOB: %s   Age: %s" % (K.P(c, c.ch(["fl", "LF", "lf", "fml"])), c.D(c.dob, kind="form"), K.age_num(c)))
    L.append("Police ref: %s   Requested by: %s, %s" % (m("IDNUM", c.pol_no), c.officer(), c.O("police")))
    T = c.times(2, 8, 20)
    L.append("Examined at: %s on %s, %s-%s" % (at, c.D(exam_d), T[0], T[1]))
    L.append("Examiner: %s" % c.dr(ex, "fme"))
    L.append("")
    L.append(c.ch(["Brief history", "HISTORY (as given)", "Account"]))
    perp = c.person(sex=c.ch("MMMF"))
    rel = c.ch(["partner", "ex-partner", "husband", "son", "stranger", "neighbour", "flatmate", "door staff", "carer"])
    hist = "States assaulted on %s at about %s at %s by %s%s; %s." % (
        c.D(c.day0), c.tm("ampm"), c.ch([m("STREET", c.street()), m("ORGANIZATION", c.org("venue")), c.LO("landmark"), "home"]),
        rel, (" " + c.nm(perp, "FAMILY", c.ch(["fl", "f", "lf"]))) if rel != "stranger" else "",
        c.ch(["punched to the face and kicked while on the ground", "grabbed by both upper arms and pushed against a wall",
              "strangled with both hands for 'about 10 seconds', felt lightheaded", "hit with a bottle to the head",
              "bitten on the forearm during a struggle", "pushed down the stairs", "dragged by the hair across the floor"]))
    if c.pr(0.35):
        hist = lowm(hist)
    L.append(hist)
    L.append("Handedness: %s. Anticoagulants: %s. %s" % (c.ch(["right", "left"]), c.ch(["none", "apixaban", "warfarin (INR 2.6)", "aspirin 75 mg"]),
                                                         c.ch(["Works as a %s." % m("PROFESSION", c.prof), ""] if c.age > 25 else
                                                              ["Student at %s." % c.O("school"), ""])))
    L.append("")
    n = 1
    for v in range(c.r.randint(1, 3)):
        L.append(c.ch(["Body map %d (%s)" % (v + 1, c.ch(["anterior", "posterior", "lateral", "head/face"])),
                       "BODY DIAGRAM %d - injuries numbered as on diagram" % (v + 1), "Diagram %d" % (v + 1)]))
        for _k in range(c.r.randint(1, 4)):
            t = c.ch(scen.INJ_TYPES)
            col = c.ch(scen.BRUISE_COLOURS) if "bruis" in t else c.ch(["fresh", "scabbed", "weeping", "dry"])
            L.append("  %d. %s: %s %s %s, %.1f x %.1f cm, %d cm %s %s.%s" % (
                n, c.ch(scen.BODY_SITES), col, c.ch(SHAPES), t, c.r.uniform(0.2, 9.5), c.r.uniform(0.1, 5.5), c.r.randint(1, 18),
                c.ch(["above", "below", "medial to", "lateral to"]), c.ch(["the elbow crease", "the wrist crease", "the midline", "the knee", "the hairline",
                                                                    "the acromion", "the angle of the jaw"]),
                c.ch(["", "", " Tender.", " Consistent with a grip.", " Appearance consistent with fingertip pressure.", " Photographed with ABFO No. 2 scale."])))
            n += 1
        L.append("")
    L.append("Not injured: %s." % ", ".join(c.sample(["scalp", "ears", "mouth (frenula intact)", "neck (no petechiae)", "chest", "abdomen", "genitalia not examined",
                                                      "feet"], 3)))
    L.append("Photography: %d images (%s), stored under ref %s." % (c.r.randint(8, 60), c.ch(["Nikon D7500 with ring flash", "clinical camera", "colposcope camera"]),
                                                                      c.I("specimen")))
    L.append("")
    L.append(c.ch(["Opinion", "INTERPRETATION", "Summary"]))
    L.append("%s has %d recorded injuries. %s %s" % (
        c.title(c.pt) + " " + m("PATIENT", c.pt.render("l")), n - 1,
        c.ch(["The bruising to the upper arms is consistent with forceful gripping.", "The injuries are consistent with the account given.",
              "The injuries could have been caused by blunt force; I cannot exclude a fall.", "Absence of neck injury does not exclude strangulation."]),
        "The age of a bruise cannot be determined reliably from its colour."))
    L.append("")
    L.append("%s  %s  %s" % (c.dr(ex, "fme", c.r.randint(0, 7)), {"UK": "GMC", "US": "Lic.", "AU": "AHPRA"}[c.cty] + " " + c.LIC("med"), c.D(exam_d, kind="form")))
    return "\n".join(L)
