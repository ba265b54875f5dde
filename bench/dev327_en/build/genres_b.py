"""Genres: orthotic prescription/fitting record, gait analysis report, high-risk foot review."""
import note as N
import locale_fmt as L
import clinical as C
from common import (school_name, art, setup, after, before, dstyle, D, letterhead, pt_block, signoff, age_expr, age_sex,
                    hp_pieces, natid_pieces, fam_phrase, room, ref_id, mrn_label, ipaddr)


def orthotic_rx(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 8, 90)
    site = N.make_site(rng, c, rng.choice(["pod", "orth", "orth", "hosp"]))
    clin = N.make_staff(rng, c, rng.choice(["pod", "orth"]))
    lab = N.org_name(rng, c, "lab")
    ds = dstyle(rng, c)
    order = ref_id(rng, rng.choice(["ORX-", "LAB", "W/O ", ""]), 6)
    n.line((site.name, "HOSPITAL"), " - ", rng.choice(["Orthotic Prescription", "CUSTOM FOOT ORTHOSIS PRESCRIPTION",
                                                       "Orthotic Order & Fitting Record"]))
    n.line(N.addr_pieces(site.addr, "line"), "  Tel ", (site.phone, "PHONE"))
    n.line()
    n.line("To: ", (lab, "ORGANIZATION"), rng.choice([" (manufacturing lab)", "", " - Lab"]))
    n.line("Lab account: ", (ref_id(rng, rng.choice(["AC", "CUST-", ""]), 5), "ACCOUNT"), "    Order no: ", (order, "IDNUM"),
           "    Date sent: ", D(enc, c, ds))
    if rng.random() < 0.5:
        n.line("Lab contact: ", (N.email_for(rng, rng.choice(["orders", "lab", "service"]), lab.split()[0]), "EMAIL"))
    n.line()
    pt_block(n, p, rng, enc, style=rng.choice(["kv", "inline", "table"]), addr=rng.random() < 0.5, phone=rng.random() < 0.5)
    if c in ("US", "AU", "ZA", "IE", "NZ") and rng.random() < 0.6:
        n.line("Funding: ", hp_pieces(p, rng))
    if c == "NZ" and rng.random() < 0.5:
        n.line("ACC claim no.: ", (rng.choice(["AB", "CD", "KX", "TW"]) + L.dg(rng, 5), "IDNUM"))
    kid = p.age < 16
    n.line("Shoe size: UK " + str(rng.randint(11, 13) if kid and p.age < 10 else rng.randint(2, 6) if kid else rng.randint(4, 12)) +
           rng.choice(["", ".5"]) + ("C" if kid and p.age < 10 else "") + "  Width: " + rng.choice(["D", "E", "EE", "4E"]) +
           "   Weight: " + str(rng.randint(22, 55) if kid else rng.randint(48, 128)) + " kg   Activity: " +
           rng.choice(["school sport", "football 3x/wk", "netball 2x/wk", "dance"] if kid else
                      ["sedentary", "moderate", "running 30 km/wk", "on feet 10 h shifts", "netball 2x/wk", "hill walking"]))
    if p.age < 16:
        n.line("Child attends with ", fam_phrase(p, rng), "; plays for ", (N.org_name(rng, c, "club"), "ORGANIZATION"))
    n.line("Diagnosis: " + rng.choice(C.DX))
    n.line("Casting / capture: " + rng.choice(C.CASTING))
    if rng.random() < 0.45:
        n.line("Scanner: Kinetra 3D, serial ", (rng.choice(["KN3D-", "K3-", "SN"]) + L.dg(rng, 6), "DEVICE"),
               "; file ", (rng.choice(["SCN", "3D"]) + L.dg(rng, 7), "IDNUM"), ".stl")
    n.line()
    n.line("PRESCRIPTION")
    n.line("  Device type: " + rng.choice(["functional (Root-style) orthosis", "accommodative total-contact insole",
                                           "sports orthosis", "UCBL-type heel cup", "pre-moulded modified (heat fit)"]))
    for side in ("Left", "Right"):
        n.line("  " + side + ": " + "; ".join(C.some(rng, C.ORTHOSIS, 2, 4)))
    n.line("  Shell: " + rng.choice(["polypropylene 3 mm", "polypropylene 4 mm", "EVA 45 shore A dual density",
                                     "carbon composite", "subortholen 3 mm"]) + "   Length: " +
           rng.choice(["sulcus", "3/4", "full length", "to met heads"]))
    n.line("  Notes to lab: ", rng.choice(["balance cast to vertical", "add 2 mm medial expansion", "minimum arch fill",
                                            ["please match previous pair (order ", (ref_id(rng, "", 5), "IDNUM"), ")"],
                                            "high heel pitch 30 mm shoe", "dress shoe profile"]))
    if rng.random() < 0.4:
        n.line("  Urgency: ", rng.choice(["routine 3-4 weeks", "URGENT - ulcer risk", "standard"]))
    n.line()
    n.line("Prescribing clinician: ", N.doc(clin, "bare"), ", " + clin.title, N.lic(clin))
    n.line()
    n.line("FITTING RECORD")
    fd = after(rng, enc, 18, 45)
    n.line("Date of fitting: ", D(fd, c, ds), "    Room ", (room(rng), "LOCATION_OTHER"))
    n.line("Devices checked against Rx: " + rng.choice(["yes", "yes - L rearfoot post ground 1 mm", "minor adjustment"]))
    n.line("Fit in footwear: " + rng.choice(["good in trainers and work boots", "too long, trimmed 5 mm",
                                             "heel slip - suggested lace lock", "satisfactory"]))
    n.line("Break-in: 1 h day 1, increase by 1 h/day; stop if pain or red marks. Care leaflet given.")
    if rng.random() < 0.4:
        n.line("Patient advised to email photos of any red areas to ", (site.email, "EMAIL"))
    n.line("Review: ", D(after(rng, fd, 28, 56), c, ds), " (", rng.choice(["6/52", "4-6 weeks", "8 wks"]), ")")
    fitter = clin if rng.random() < 0.6 else N.make_staff(rng, c, rng.choice(["orth", "pod"]))
    n.line("Fitted by: ", N.doc(fitter, rng.choice(["bare", "init", "mid"])), rng.choice(["", " " + fitter.title]))
    if rng.random() < 0.3:
        n.line("Invoice no. ", (ref_id(rng, rng.choice(["INV", "INV-", ""]), 6), "ACCOUNT"), " - ",
               rng.choice(["$420.00", "£185.00", "€260", "R 3,450", "NZ$395", "AU$520"]), " (claim lodged ",
               D(fd, c, ds), ")")
    return n


def gait_report(rng, c):
    n = N.Note()
    paeds = rng.random() < 0.4
    enc, p = setup(rng, c, 4 if paeds else 17, 15 if paeds else 85)
    lab = N.make_site(rng, c, rng.choice(["gait", "gait", "pod"]))
    tech = N.make_staff(rng, c, "tech")
    clin = N.make_staff(rng, c, rng.choice(["pod", "pod", "orth"]))
    ref = N.make_staff(rng, c, rng.choice(["dr", "pod"]))
    if paeds and ref.role == "dr":
        ref.title = rng.choice(["Consultant Paediatrician", "Paediatric Orthopaedic Surgeon", "Community Paediatrician"])
    ds = dstyle(rng, c, formal=True)
    letterhead(n, lab, rng, dept=rng.choice(["Clinical Gait Analysis Service", "Biomechanics & Gait", None]))
    n.line()
    n.line(rng.choice(["GAIT ANALYSIS REPORT", "Clinical Gait Analysis - Report", "INSTRUMENTED GAIT ASSESSMENT"]))
    n.line("Session ID: ", (rng.choice(["GL-", "GA", "MOT-"]) + L.dg(rng, 4) + "-" + L.dg(rng, 3), "IDNUM"),
           "   Date of assessment: ", D(enc, c, ds))
    pt_block(n, p, rng, enc, style=rng.choice(["kv", "upper", "table"]), phone=False, addr=rng.random() < 0.5)
    ll = rng.randint(520, 700) if paeds else rng.randint(780, 960)
    n.line("Height " + str(rng.randint(100 if paeds else 150, 150 if paeds else 195)) + " cm   Mass " +
           str(rng.randint(15 if paeds else 50, 50 if paeds else 120)) + " kg   Leg length R " + str(ll) +
           " mm / L " + str(ll + rng.randint(-12, 12)) + " mm")
    n.line("Referred by: ", N.doc(ref, "full"), rng.choice([", " + ref.title, ""]), " on ", D(before(rng, enc, 20, 120), c, ds))
    n.line()
    if paeds:
        n.add("Background: ", (p.first, "PATIENT"), " is " + art(p) + " ", age_expr(p, rng, words_ok=False), " ",
              rng.choice(["boy" if p.sex == "m" else "girl", "child"]), " attending with ", fam_phrase(p, rng), ". ")
        n.add(rng.choice(["Parents report in-toeing and frequent tripping.", "Toe walking since starting to walk.",
                          "Known diplegic cerebral palsy (GMFCS II).", "Complains of calf pain after sport.",
                          "Flat feet noted by school nurse."]))
        n.line(" Attends ", (school_name(rng, c, p.age), "ORGANIZATION"), " (" + rng.choice(["year", "grade"]) + " " +
               str(max(1, p.age - 5)) + ").")
    else:
        n.add("Background: ", N.pt_title(p), " is " + art(p) + " ", age_expr(p, rng), " ", N.job_np(p, rng), ". ")
        n.line(rng.choice(["Recurrent medial tibial stress syndrome.", "Post-stroke L hemiplegia, walks with stick.",
                           "Runner (half-marathon 1:52) with lateral knee pain.", "R TKR 2 yrs ago, persistent limp.",
                           "Recurrent lateral ankle sprains.", "Diabetic neuropathy, plantar pressure review."]))
    n.line()
    n.line("Equipment: " + ", ".join(C.some(rng, C.GAIT_DEV, 2, 3)))
    n.line("Pressure plate serial: ", (rng.choice(["PP4-", "PS", "P4-"]) + L.dg(rng, 6), "DEVICE"),
           rng.choice(["", ["; camera system SN ", (rng.choice(["SL8-", "VCX"]) + L.dg(rng, 5), "DEVICE")]]),
           "; calibrated ", rng.choice(["same day", "07:50", "pre-session"]))
    n.line("Data exported from workstation ", (ipaddr(rng), "IPADDR"), " to ", rng.choice(["shared drive", "gait database", "EPR media store"]),
           " by ", (tech.uname, "USERNAME"))
    n.line()
    n.line("TEMPORAL-SPATIAL (mean of " + str(rng.randint(5, 12)) + " trials, barefoot, self-selected speed)")
    n.line("  Velocity " + str(rng.randint(60, 145) / 100) + " m/s | Cadence " + str(rng.randint(90, 128)) +
           " steps/min | Step length R " + str(rng.randint(35, 78)) + " cm L " + str(rng.randint(35, 78)) + " cm")
    n.line("  Stance " + str(rng.randint(57, 66)) + "% R / " + str(rng.randint(57, 66)) + "% L | Double support " +
           str(rng.randint(18, 32)) + "% | Base of support " + str(rng.randint(6, 15)) + " cm")
    n.line("KINEMATICS")
    n.line("  " + rng.choice(["Reduced ankle DF in mid-stance (peak 4 deg R)", "Early heel rise bilaterally",
                              "Excess rearfoot eversion peak 11 deg R", "Knee hyperextension in mid-stance L",
                              "Increased hip internal rotation bilat (foot progression -8 deg)", "Trendelenburg sign L stance"]))
    n.line("  " + rng.choice(["Apropulsive gait pattern", "Foot progression angle +14 deg R, +9 deg L",
                              "Reduced 1st MTPJ DF at toe-off (28 deg)", "Circumduction R swing"]))
    n.line("PLANTAR PRESSURE")
    n.line("  Peak pressure " + str(rng.randint(250, 980)) + " kPa sub " + rng.choice(["2nd MPJ", "1st MPJ", "hallux", "heel", "5th MPJ"]) +
           " " + rng.choice(["R", "L"]) + "; contact time " + str(rng.randint(550, 900)) + " ms; COP medially deviated.")
    n.line()
    n.line("INTERPRETATION")
    n.line(rng.choice([
        "Findings consistent with functional equinus and compensatory midfoot pronation.",
        "Findings support a structural cause (tibial torsion) for in-toeing rather than femoral anteversion.",
        "Elevated forefoot pressures in the context of neuropathy place the patient at high ulceration risk.",
        "Asymmetry largely explained by reduced R knee flexion in swing."]))
    n.line("RECOMMENDATIONS")
    for r in rng.sample(["custom orthoses with medial heel skive", "calf stretching + eccentric loading", "rocker-sole footwear",
                         "review by orthopaedics", "AFO assessment with orthotist", "repeat gait analysis in 12 months",
                         "physiotherapy - hip abductor strengthening", "pressure-relieving insoles (target < 200 kPa)"], 3):
        n.line("  - " + r)
    n.line()
    n.line("Video consent: " + rng.choice(["clinical use only", "clinical + teaching", "declined - no video"]))
    if rng.random() < 0.5:
        n.line("Patient portal copy: ", (lab.url, "URL"))
    n.line("Report prepared by: ", N.doc(tech, "bare"), ", " + tech.title)
    n.line("Clinical interpretation: ", N.doc(clin, "bare"), ", " + clin.title, N.lic(clin))
    n.line("cc: ", N.doc(ref, "last"), rng.choice(["", [" (", (ref.email, "EMAIL"), ")"]]))
    return n


def high_risk_foot(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 35, 95)
    site = N.make_site(rng, c, rng.choice(["diab", "diab", "hosp", "pod"]))
    pod = N.make_staff(rng, c, "pod")
    dr = N.make_staff(rng, c, "dr")
    ds = dstyle(rng, c)
    n.line((site.name, "HOSPITAL"), rng.choice([" - High Risk Foot Clinic", " | MDT Foot Clinic", " - Diabetic Foot Service"]))
    n.line(rng.choice(["HIGH RISK FOOT REVIEW", "Diabetic Foot MDT - Review", "Active Foot Disease Clinic - Follow-up"]))
    n.line("Clinic date: ", D(enc, c, rng.choice([ds, "wdlong"])), "   Bay ", (str(rng.randint(1, 8)), "LOCATION_OTHER"))
    n.line()
    pt_block(n, p, rng, enc, addr=rng.random() < 0.6)
    care = rng.random() < 0.3
    if care:
        ch = N.make_site(rng, c, "care")
        n.line("Resides at: ", (ch.name, "HOSPITAL"), ", ", N.addr_pieces(ch.addr, "line"), "  Tel ", (ch.phone, "PHONE"))
    n.line("MDT present: ", N.doc(pod, "bare"), " (" + pod.title + "), ", N.doc(dr, "last"), " (" + dr.title + ")",
           rng.choice(["", [", ", N.doc(N.make_staff(rng, c, "orth"), "bare"), " (orthotist)"]]))
    n.line()
    n.line("Diabetes: " + rng.choice(["T2DM", "T1DM", "T2DM on insulin"]) + ", " +
           rng.choice([l for l in C.LABS if "HbA1c" in l or "glucose" in l.lower()]) + "; " +
           rng.choice(["retinopathy", "nephropathy (eGFR 38)", "no other complications"]))
    n.line("Risk status: " + rng.choice(["IWGDF 3 (previous ulcer)", "High risk - PAD + neuropathy", "Active - ulcer",
                                         "In remission (healed " + rng.choice(["4", "9", "14"]) + " months)"]))
    n.line("Hx: ", rng.choice(["Previous ulcer ", "Ulcer first noted ", "Minor amputation (R 2nd toe) "]),
           D(before(rng, enc, 60, 900), c, rng.choice(["my", "num", "year"])), ".")
    n.line()
    n.line("WOUND")
    w = rng.choice([x for x in C.WOUND if not x.startswith("Healed")])
    n.line("  " + w)
    n.line("  Area today " + str(rng.randint(4, 160)) + " mm2 (prev " + str(rng.randint(10, 200)) + " mm2 on ",
           D(before(rng, enc, 7, 21), c, ds), ")")
    n.line("  Exudate " + rng.choice(["low serous", "moderate", "nil"]) + "; periwound " +
           rng.choice(["macerated", "callused - debrided", "intact", "erythema 1 cm"]) + "; " +
           rng.choice(["SINBAD 3", "SINBAD 2", "UT grade 1A", "UT 2B", "Wagner grade 2", "Wagner 1", "PEDIS P1 E1 D1 I1 S1"]))
    n.line("  Photos: series ", (ref_id(rng, rng.choice(["IMG-", "PH", "MED"]), 7), "IDNUM"), " (see clinical photography)")
    if rng.random() < 0.5:
        n.line("  Deep tissue swab sent, lab no. ", (rng.choice(["M", "MB", "24M"]) + L.dg(rng, 7), "IDNUM"),
               "; last result " + rng.choice(["MSSA", "mixed anaerobes", "Pseudomonas aeruginosa", "no growth"]))
    n.line("Vascular: " + "; ".join(C.some(rng, C.VASC, 1, 2)))
    n.line("Neuro: " + rng.choice(C.NEURO))
    n.line("Offloading: " + rng.choice(C.OFFLOAD) + "; adherence " + rng.choice(["good", "poor - removes at home", "variable"]))
    n.line()
    n.line("PLAN")
    n.line("1. Sharp debridement done, " + rng.choice(["alginate", "silver foam", "iodine cadexomer", "honey alginate"]) +
           " dressing; community nurses to redress " + rng.choice(["3x/wk", "alternate days", "twice weekly"]) + ".")
    if rng.random() < 0.5:
        vh = N.make_site(rng, c, "hosp")
        n.line("2. Refer vascular at ", (vh.name, "HOSPITAL"), " for duplex (", rng.choice(["urgent", "2 week wait", "routine"]), ").")
    else:
        n.line("2. " + rng.choice(["X-ray to exclude OM; if CRP rising, MRI.", "Antibiotics: doxycycline 100 mg BD 7 days.",
                                   "Continue current offloading; consider TCC next visit.", "Refer orthotics for bespoke footwear."]))
    if rng.random() < 0.5:
        n.add("3. Discussed with ")
        n.add(fam_phrase(p, rng, rng.randrange(3)))
        n.line(", who helps with dressings and checks feet daily.")
    nd = after(rng, enc, 7, 28)
    n.line("Next review: ", D(nd, c, rng.choice([ds, "wdnum"])), " " + rng.choice(C.TIMES), " (", rng.choice(["1/52", "2/52", "4/52"]), ")")
    if rng.random() < 0.4:
        n.line("Transport booked; contact ", (p.mobile, "PHONE"), " morning of appointment.")
    n.line("If red/hot/swollen foot: same-day access ", (site.phone, "PHONE"), rng.choice(["", [" / ", (site.email, "EMAIL")]]))
    n.line()
    signoff(n, pod, rng, c, enc)
    return n
