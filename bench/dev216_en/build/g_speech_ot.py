"""Genres: speech pathology assessment report; occupational therapy home assessment."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, rtime, person,
                    phone, serial, asset_tag, bio_id, plate, digits, addr_args, pt_ref, a_an)
from blocks import (pt_header, gp_ref, age_phrase, occupation, family_line, review_line, dstyle, funding_lines, school_for)

CHILD_CONCERNS = ["unclear speech – strangers understand about half of what he says",
                  "limited vocabulary and short sentences compared with peers",
                  "stuttering (repetitions and blocks) noticed over the past few months",
                  "difficulty following instructions at preschool",
                  "trouble with sounds 's', 'r' and 'th'", "difficulty telling a story and answering 'why' questions",
                  "reading and spelling difficulties, teacher raised phonological awareness concerns"]
PROCESSES = ["fronting (/k/→[t], /g/→[d])", "stopping of fricatives (/s/→[t])", "cluster reduction (spoon→[pun])",
             "final consonant deletion", "gliding of liquids (/r/→[w])", "weak syllable deletion", "interdental lisp on /s, z/"]


def _score_row(nb, rng, name, ss=None):
    ss = ss if ss is not None else rng.randint(62, 112)
    pr = max(1, min(99, int((ss - 55) * 1.6))) if ss < 100 else min(99, 50 + (ss - 100) * 3)
    desc = "Very low" if ss < 70 else "Low" if ss < 78 else "Below average" if ss < 86 else "Average" if ss < 115 else "Above average"
    nb.cell(40, name); nb.cell(10, "SS %d" % ss); nb.cell(14, "%d%%ile" % pr); nb.w(desc, "\n")


def gen_speech(rng, lower, cc):
    child = rng.random() < 0.68
    c = make_ctx(rng, cc, "speech", 2, 12) if child else make_ctx(rng, cc, "speech", 24, 89)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    role = c["clin"]["role"]
    nb.w(rng.choice([role.upper() + " ASSESSMENT REPORT", role + " Assessment Report", "Communication Assessment – " + role]),
         "\n\n")
    a = c["age"]
    if child:
        mths = rng.randint(0, 11)
        nb.w("Child's name: ", ("PATIENT", nm(pt, rng.choice(["full", "fml"]))), "\n")
        nb.w("Date of birth: ", ("DATE", fdate(c["dob"], rng.choice(["dmy", "d_month_y", "dmyd"]))), "\n")
        nb.w("Age at assessment: ", ("AGE", "%d;%d" % (a, mths)), " (years;months)\n")
        mum = person(rng, cc, "F"); dad = person(rng, cc, "M")
        while mum["first"] == pt["first"] or dad["first"] == pt["first"]:
            mum = person(rng, cc, "F"); dad = person(rng, cc, "M")
        mum["last"] = pt["last"] if rng.random() < 0.7 else mum["last"]; dad["last"] = pt["last"]
        nb.w("Parent(s): ", ("FAMILY", nm(mum, "full")), " (mother) ", ("PHONE", phone(rng, cc, "mobile")))
        if rng.random() < 0.6:
            nb.w(" and ", ("FAMILY", nm(dad, "full")), " (father)")
        nb.w("\nAddress: ", addr_args(rng, c["addr"], "line"), "\n", funding_lines(rng, c))
        school = school_for(rng, cc, a)
        teacher = person(rng, cc, rng.choice(["F", "F", "M"]))
        nb.w("Education setting: ", ("ORGANIZATION", school), "\n")
    else:
        nb.w(pt_header(rng, c, label="Name: "))
    d1 = c["date"]
    two = rng.random() < 0.5
    nb.w("Date(s) of assessment: ", ("DATE", fdate(shift(d1, -7) if two else d1, "dmy")))
    if two:
        nb.w(" and ", ("DATE", fdate(d1, "dmy")))
    nb.w("\nReport date: ", ("DATE", fdate(shift(d1, rng.randint(2, 12)), rng.choice(["d_month_y", "dmy", "dth_month_y"]))), "\n")
    nb.w("Assessed by: ", ("DOCTOR", nm(c["clin"]["p"], "full")), ", ", role, "\n")
    if rng.random() < 0.4:
        nb.w("Location: clinic, Room ", ("LOCATION_OTHER", str(rng.randint(1, 5))), "\n")
    nb.w("\nREASON FOR REFERRAL\n")
    if child:
        who = rng.choice(["parents", "GP", "teacher", "paediatrician"])
        if who == "GP":
            nb.w(("PATIENT", pt["first"]), " was referred by ", gp_ref(rng, c), " due to ")
        elif who == "paediatrician":
            ped = person(rng, cc)
            nb.w(("PATIENT", pt["first"]), " was referred by paediatrician Dr ", ("DOCTOR", nm(ped, "full")), " (",
                 ("HOSPITAL", rng.choice(P.HOSPITALS[cc])), ") due to ")
        else:
            nb.w(("PATIENT", pt["first"]), "'s ", who, " requested assessment due to ")
        nb.w(rng.choice(CHILD_CONCERNS).replace(" he ", " he " if pt["sex"] == "M" else " she "), ".\n\n")
        nb.w("BACKGROUND\n")
        nb.w(("PATIENT", pt["first"]), " was born at ", str(rng.randint(34, 41)), "/40 weeks at ", ("HOSPITAL", rng.choice(P.HOSPITALS[cc])),
             rng.choice([" following an uncomplicated pregnancy.", " by emergency caesarean.", "; birth weight 3.1 kg."]), " ")
        nb.w("Developmental milestones were reported as ", rng.choice(["within normal limits", "slightly delayed for motor skills",
             "on time apart from late talking"]), ". ")
        nb.w("Hearing was assessed at ", ("HOSPITAL", rng.choice(P.HOSPITALS[cc])), " on ", ("DATE", fdate(shift(d1, -rng.randint(20, 200)), "d_month_y")),
             ": ", rng.choice(["normal hearing bilaterally, Type A tympanograms", "mild conductive loss R, Type B tympanogram; grommets inserted",
                               "within normal limits"]), ".\n")
        sib = person(rng, cc); sib["last"] = pt["last"]
        nb.w("Family: lives with parents and ", rng.choice(["older brother", "younger sister", "twin brother", "older sister"]), " ",
             ("FAMILY", sib["first"]), " (", ("AGE", str(max(1, a + rng.choice([-2, -1, 2, 3, 4])))), "). ")
        if rng.random() < 0.5:
            p1, p2 = rng.choice(P.PROFESSIONS), rng.choice(P.PROFESSIONS)
            nb.w("Dad works as " + a_an(p1) + " ", ("PROFESSION", p1), "; mum is " + a_an(p2) + " ", ("PROFESSION", p2), ". ")
        lang = rng.choice(["English only", "English and Vietnamese", "English and Irish (Gaelscoil)", "English and Arabic",
                           "English and Polish", "English and Mandarin", "English and Greek"])
        nb.w("Languages: ", lang, ".")
        if rng.random() < 0.4:
            nb.w(" Grandparents live in ", ("COUNTRY", rng.choice(P.ORIGIN_COUNTRIES)), " and visit yearly.")
        nb.w("\n", ("PATIENT", pt["first"]), " attends ", ("ORGANIZATION", school), " ", rng.choice(["3 days/week", "full-time", "mornings"]),
             "; ", ("PATIENT", pt["first"]), "'s teacher ", title(teacher, rng), " ", ("FAMILY", teacher["last"]),
             " reports ", rng.choice(["reluctance to speak in group time", "frustration when not understood", "good social play",
                                      "difficulty with phonics"]), ".\n\n")
        nb.w("ASSESSMENTS ADMINISTERED\n")
        nb.cell(40, "Measure"); nb.cell(10, "Score"); nb.cell(14, "Percentile"); nb.w("Descriptor\n")
        tests = ["CELF-P3 Core Language", "CELF-P3 Receptive Language Index", "CELF-P3 Expressive Language Index",
                 "PLS-5 Auditory Comprehension", "PLS-5 Expressive Communication", "GFTA-3 Sounds-in-Words",
                 "PPVT-5 Receptive Vocabulary", "EVT-3 Expressive Vocabulary", "CTOPP-2 Phonological Awareness"]
        for t in rng.sample(tests, rng.randint(3, 6)):
            _score_row(nb, rng, t)
        nb.w("\nSpeech: DEAP phonology ", str(rng.randint(55, 92)), "% PCC. Processes: ", "; ".join(rng.sample(PROCESSES, rng.randint(1, 3))),
             ".\nIntelligibility in Context Scale: ", "%.1f" % rng.uniform(2.2, 4.6), "/5.\n")
        nb.w("Language sample (play with ", rng.choice(["Duplo farm", "play kitchen", "picture book"]), "): MLU ",
             "%.1f" % rng.uniform(1.8, 5.5), " morphemes.\n")
        if "stutter" in nb.text().lower():
            nb.w("Fluency: SSI-4 total ", str(rng.randint(10, 30)), " (", rng.choice(["mild", "moderate"]), "); %SS ",
                 "%.1f" % rng.uniform(2, 12), ".\n")
        nb.w("Oromotor: ", rng.choice(["structure and function within normal limits", "mild tongue-tie noted", "reduced lip rounding"]), ".\n\n")
        nb.w("SUMMARY\n", ("PATIENT", pt["first"]), " presents with a ", rng.choice(["moderate phonological disorder", "mild-moderate language disorder",
             "severe speech sound disorder", "developmental stuttering", "mixed receptive-expressive language disorder"]), ".\n\n")
        nb.w("RECOMMENDATIONS\n1. Weekly therapy, block of ", str(rng.choice([6, 8, 10])), " sessions commencing ",
             ("DATE", fdate(shift(d1, rng.randint(7, 30)), rng.choice(["wd_full", "d_month", "dmy"]))), ".\n")
        nb.w("2. Home practice 5–10 min daily; parents to attend sessions.\n3. With consent, liaise with ", title(teacher, rng), " ",
             ("FAMILY", nm(teacher, "last")), " at ", ("ORGANIZATION", school), ".\n")
        if rng.random() < 0.5:
            nb.w("4. Audiology review at ", ("HOSPITAL", rng.choice(P.HOSPITALS[cc])), " if concerns re hearing persist.\n")
    else:
        kind = rng.choice(["aphasia", "dysphagia", "voice", "aac"])
        if kind == "aphasia":
            nb.w(title(pt, rng), " ", ("PATIENT", pt["last"]), " is ", age_phrase(rng, c),
                 " referred following a L MCA infarct on ", ("DATE", fdate(shift(d1, -rng.randint(30, 200)), "d_month_y")),
                 ", discharged from ", ("HOSPITAL", c["hosp"]), " (", ("HOSPITAL", rng.choice(P.WARDS)), ") on ",
                 ("DATE", fdate(shift(d1, -rng.randint(10, 28)), "dmy")), ".\n\n")
            nb.w("ASSESSMENT\nWAB-R Aphasia Quotient ", "%.1f" % rng.uniform(30, 92), "/100 (", rng.choice(["Broca's", "anomic", "conduction"]),
                 " profile)\nBoston Naming Test ", str(rng.randint(12, 55)), "/60\nComprehensive Aphasia Test – comprehension ",
                 str(rng.randint(40, 66)), "\nCommunication Activities of Daily Living-3: ", str(rng.randint(40, 98)), "/100\n")
            nb.w("Conversation: word-finding pauses, semantic paraphasias (e.g. 'fork' for 'knife'); benefits from written choice.\n")
            nb.w(occupation(rng, c), " ", family_line(rng, c), "\n\n")
        elif kind == "dysphagia":
            home = rng.choice(P.CARE_HOMES[cc])
            nb.w("Seen at ", ("HOSPITAL", home), ", room ", ("LOCATION_OTHER", str(rng.randint(1, 60))), ", at request of DON re coughing with meals.\n")
            nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), " with ", rng.choice(["advanced Parkinson's disease", "vascular dementia",
                 "MND (bulbar onset)", "post-CVA R hemiparesis"]), ".\n\n")
            nb.w("CLINICAL SWALLOW EXAMINATION\nOromotor: reduced lingual strength, ", rng.choice(["delayed", "weak"]), " swallow initiation.\n")
            nb.w("Trials: thin fluids – coughing 3/5 trials; mildly thick (IDDSI L2) – clear; minced & moist (L5) – adequate;\n")
            nb.w("FOIS level ", str(rng.randint(3, 6)), ". EAT-10 score ", str(rng.randint(8, 30)), ".\n")
            nb.w("Recommendations: IDDSI L5 diet, L2 fluids, upright 90° for meals and 30 min after, supervision. ", family_line(rng, c), "\n\n")
        elif kind == "voice":
            nb.w(pt_ref(rng, pt), ", ", age_phrase(rng, c), ", presents with 6/12 hoarseness and vocal fatigue. ", occupation(rng, c), "\n")
            nb.w("ENT nasendoscopy by Dr ", ("DOCTOR", nm(person(rng, cc), "full")), " at ", ("HOSPITAL", c["hosp"]), " on ",
                 ("DATE", fdate(shift(d1, -rng.randint(10, 60)), "dmy")), ": ", rng.choice(["bilateral vocal fold nodules", "R vocal fold polyp",
                 "muscle tension dysphonia, no mass lesion"]), ".\n\n")
            nb.w("ACOUSTIC / PERCEPTUAL\nRecording stored as voice sample ", ("BIOID", bio_id(rng, "voice")), " (Praat).\n")
            nb.w("MPT ", str(rng.randint(6, 22)), " s; s/z ratio ", "%.1f" % rng.uniform(0.9, 1.8), "; F0 ", str(rng.randint(95, 240)),
                 " Hz; jitter ", "%.2f" % rng.uniform(0.3, 2.4), "%; shimmer ", "%.1f" % rng.uniform(2, 9), "%; CPPS ", "%.1f" % rng.uniform(6, 14),
                 " dB\nGRBAS: G", str(rng.randint(1, 3)), " R", str(rng.randint(0, 3)), " B", str(rng.randint(0, 2)), " A0 S", str(rng.randint(0, 2)),
                 "\nVHI-10: ", str(rng.randint(8, 34)), "/40\n\n")
        else:
            nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), " with ", rng.choice(["MND", "cerebral palsy", "progressive supranuclear palsy",
                 "acquired brain injury"]), ". Speech intelligibility now ", str(rng.randint(5, 40)), "% to unfamiliar listeners.\n")
            nb.w("AAC trial: ", rng.choice(["Tobii Dynavox I-13", "Grid Pad 12", "iPad with Proloquo4Text", "Accent 1000"]),
                 " (loan unit serial ", ("DEVICE", serial(rng)), ") with ", rng.choice(["eye-gaze access", "switch scanning", "direct touch"]), ".\n")
            nb.w("Message banking completed; voice bank sample ID ", ("BIOID", bio_id(rng, "voice")), ".\n")
            nb.w("Trial period ", ("DATE", fdate(shift(d1, -21), "dmy")), "–", ("DATE", fdate(d1, "dmy")), ". ", family_line(rng, c), "\n\n")
        rec = {"aphasia": ["Weekly therapy (8 sessions), focus on word retrieval (SFA) and supported conversation.",
                           "Communication partner training for family; written choice strategy."],
               "dysphagia": ["Dysphagia care plan provided to nursing staff.", "Repeat clinical swallow review if chest infection."],
               "voice": ["Vocal hygiene + VFEs daily; 6 sessions of resonant voice therapy.", "Voice amplifier for classroom/work use."],
               "aac": ["Prescribe AAC device via funding body; quote attached.", "Train family and carers in partner-assisted scanning."]}[kind]
        nb.w("RECOMMENDATIONS\n1. ", rng.choice(rec), "\n2. ", review_line(rng, c), "\n")
    nb.w("\n")
    signature(nb, rng, c)
    nb.w("\ncc: ", gp_ref(rng, c, short=True))
    if child:
        nb.w("; parents")
    nb.w("\n")
    footer(nb, rng, c)
    return nb


# ------------------------------------------------------------------ OT home assessment
ADL = ["Showering", "Toileting", "Dressing (upper)", "Dressing (lower)", "Meal preparation", "Bed transfers",
       "Chair transfers", "Indoor mobility", "Community access", "Laundry", "Medication management"]
LEVELS = ["Independent", "Indep. with aid", "Supervision", "Min assist x1", "Mod assist x1", "Dependent"]
RECS = [("Grab rail 900 mm horizontal", "Shower recess, back wall, 800 mm AFF", "High"),
        ("Grab rail 600 mm angled", "Beside toilet, L side", "High"),
        ("Shower chair with backrest + arms", "Height-adjustable, seat 480 mm", "High"),
        ("Over-toilet frame", "Seat height 500 mm", "Medium"),
        ("Hand-held shower hose on slide rail", "Plumber to install", "Medium"),
        ("Bed stick / bed pole", "L side of bed", "Medium"),
        ("Stair rail (handrail)", "Front entry steps, both sides", "High"),
        ("Half-step at rear door", "Reduce step from 220 mm to 110 mm", "Low"),
        ("Bath board", "For step-over bath (interim)", "Medium"),
        ("Personal alarm pendant", "24/7 monitored", "High"),
        ("Non-slip strips", "Bath/shower base", "Low"),
        ("Lift chair (electric)", "Seat height 470 mm", "Low")]


def gen_ot_home(rng, lower, cc):
    c = make_ctx(rng, cc, "ot", 20, 96)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    nb.w(rng.choice(["OCCUPATIONAL THERAPY HOME ASSESSMENT", "Home Environment Assessment – Occupational Therapy",
                     "OT HOME VISIT REPORT"]), "\n\n")
    ndis = None
    if cc == "AU" and c["age"] < 65 and rng.random() < 0.7:
        ndis = "43" + digits(rng, 7)
    nb.w(pt_header(rng, c, ndis=ndis))
    if cc == "AU" and ndis is None:
        nb.w("Funding: ", rng.choice(["Home Care Package L2 via ", "CHSP via ", "DVA (Gold card) – provider "]),
             ("ORGANIZATION", rng.choice(P.PLAN_MANAGERS + ["Bluewater Aged Care Services"])), "\n")
    elif cc == "IE":
        nb.w("Funding: ", rng.choice(["HSE Aids & Appliances", "Housing Adaptation Grant application", "private"]), "\n")
    nb.w("Date of visit: ", ("DATE", fdate(c["date"], dstyle(rng))), "  Time: ", rtime(rng), "\n")
    nb.w("Therapist: ", ("DOCTOR", nm(c["clin"]["p"], "full")), "\n")
    present = [("PATIENT", nm(pt, "first"))]
    kid = c["kid"]
    nb.w("Present: ", present, ", ", c["kid_rel"], " ", ("FAMILY", nm(kid, "full")))
    if rng.random() < 0.35:
        sw = person(rng, cc)
        nb.w(", support worker ", ("DOCTOR", nm(sw, "full")), " (", ("ORGANIZATION", rng.choice(P.PLAN_MANAGERS[:3] + ["HomeAssist Care"])), ")")
    nb.w("\n\nREASON FOR REFERRAL\n")
    nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), " referred by ", gp_ref(rng, c, short=True), " for home safety assessment following ",
         rng.choice(["two falls in the past 3 months", "a recent hospital admission", "decline in mobility", "a new diagnosis of Parkinson's disease"]), ".")
    lf = shift(c["date"], -rng.randint(5, 80))
    nb.w(" Most recent fall on ", ("DATE", fdate(lf, rng.choice(["d_month", "dmy", "wd_full"]))), " in the ",
         rng.choice(["bathroom at night", "garden", "kitchen", "hallway"]), "; ", rng.choice(["long lie ~2 h", "no injury", "skin tear L forearm",
         "#NOF R – ORIF"]), ".\n")
    if rng.random() < 0.6:
        adm = shift(lf, rng.randint(0, 2))
        nb.w("Admitted to ", ("HOSPITAL", c["hosp"]), ", ", ("HOSPITAL", rng.choice(P.WARDS)), ", ", ("DATE", fdate(adm, "dmy")), "–",
             ("DATE", fdate(shift(adm, rng.randint(4, 21)), "dmy")), ".\n")
    nb.w("\nBACKGROUND\nPMHx: ", ", ".join(rng.sample(P.COMORBID, rng.randint(2, 5))), ".\n", family_line(rng, c), " ")
    if c["age"] < 68:
        nb.w(occupation(rng, c), " ")
    nb.w("Services: ", rng.choice(["meals on wheels 5x/week", "domestic assistance fortnightly", "nil formal services",
                                    "community nursing for wound care"]), ".\n")
    if rng.random() < 0.5:
        nb.w("Personal alarm: ", rng.choice(["pendant", "wrist-worn"]), " unit ID ", ("DEVICE", serial(rng)), ".\n")
    if rng.random() < 0.3:
        ll = person(rng, cc)
        nb.w("Tenure: rented – landlord ", title(ll, rng), " ", ("FAMILY", nm(ll, rng.choice(["full", "last"]))), " (", ("PHONE", phone(rng, cc, "mobile")),
             ") consents to rails.\n")
    nb.w("\nFUNCTIONAL STATUS\n")
    nb.cell(24, "Activity"); nb.cell(18, "Level"); nb.w("Comment\n")
    for act in rng.sample(ADL, rng.randint(5, 8)):
        nb.cell(24, act); nb.cell(18, rng.choice(LEVELS))
        nb.w(rng.choice(["", "uses 4WW", "SPC outdoors", "sits to shower", "needs prompting", "fatigue after 10 min", "holds furniture"]), "\n")
    nb.w("Modified Barthel Index: ", str(rng.randint(45, 98)), "/100   TUG: ", str(rng.randint(9, 34)), " s   FES-I: ", str(rng.randint(18, 52)), "/64\n")
    nb.w("\nHOME ENVIRONMENT\n")
    nb.w("Dwelling: ", rng.choice(["single-storey brick veneer", "two-storey semi-detached", "ground-floor apartment", "Queenslander on stumps",
                                   "bungalow with attic conversion", "terraced house"]), ". ")
    nst = rng.randint(0, 14)
    nb.w("Access: ", str(nst), " step" if nst == 1 else " steps", " at front (riser ", str(rng.randint(150, 210)), " mm), ",
         rng.choice(["no rails", "rail on L only", "rails both sides"]), "; rear via ", rng.choice(["carport, level", "2 steps", "sliding door with 60 mm sill"]), ".\n")
    nb.w("Measurements:\n")
    for m, lo, hi in (("Toilet pan height", 370, 440), ("Bed height (top of mattress)", 420, 620), ("Bath rim height", 480, 560),
                      ("Shower hob", 0, 120), ("Door width (bathroom)", 620, 820), ("Lounge chair seat", 380, 480)):
        if rng.random() < 0.8:
            nb.cell(32, "  " + m); nb.w(str(rng.randint(lo, hi)), " mm\n")
    if rng.random() < 0.35:
        car = rng.choice(["Toyota Corolla", "Hyundai i30", "Mazda CX-5", "Kia Carnival", "VW Golf", "Nissan Qashqai"])
        nb.w("Car transfers practised in ", c["kid_rel"], "'s ", car, " (reg. ", ("VEHICLE", plate(rng, cc)), "); swivel cushion recommended.\n")
    nb.w("\nRECOMMENDATIONS\n")
    nb.cell(36, "Item"); nb.cell(40, "Specification / location"); nb.w("Priority\n")
    for it, sp, pr in rng.sample(RECS, rng.randint(3, 7)):
        nb.cell(36, it); nb.cell(40, sp); nb.w(pr, "\n")
    if rng.random() < 0.55:
        nb.w("\nEquipment issued on loan today: ", rng.choice(["shower stool", "over-toilet frame", "4WW", "bed stick"]),
             " (asset ", ("DEVICE", asset_tag(rng)), ")")
        if rng.random() < 0.5:
            nb.w(", ", rng.choice(["toilet surround", "bath board"]), " (asset ", ("DEVICE", asset_tag(rng)), ")")
        nb.w(".\n")
    sup = rng.choice(P.SUPPLIERS[cc])
    nb.w("Quote requested from ", ("ORGANIZATION", sup), " (quote ref ", ("IDNUM", "Q" + digits(rng, 6)), ").\n")
    nb.w("\nPLAN\n- Report to ", gp_ref(rng, c, short=True), " and ", rng.choice((["NDIA"] if ndis else ["case manager", "client"]) if cc == "AU" else ["HSE Aids & Appliances", "client", "public health nurse"]), ".\n- ",
         review_line(rng, c, rng.choice([2, 4, 6])), "\n- Discussed with ", ("FAMILY", nm(kid, "first")), " (", ("PHONE", c["kid_ph"]), ").\n\n")
    signature(nb, rng, c)
    footer(nb, rng, c)
    return nb
