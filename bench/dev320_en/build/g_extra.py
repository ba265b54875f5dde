"""Own genres: fracture liaison letter, inpatient post-fall review, GP referral e-mail with triage."""
import datetime as dt

import pools as P
import clin as K
from g_comm import ip

JUNIOR = {"UK": ["FY1", "FY2", "CT1", "SHO"], "IE": ["Intern", "SHO", "Registrar"], "US": ["PGY-1", "Resident", "Hospitalist"],
          "CA": ["PGY-2", "Resident"], "AU": ["RMO", "Intern", "HMO"], "NZ": ["RMO", "House Officer"], "SG": ["MO", "HO"],
          "ZA": ["Intern", "MO"]}
INCIDENT = {"UK": "Datix", "IE": "NIMS", "US": "Safety event #", "CA": "SERS #", "AU": "RiskMan", "NZ": "Incident #", "SG": "RMS", "ZA": "Incident #"}


def fls_letter(r, C, n):
    L, pt = C.L, C.pt
    nurse = C.staff()
    fls = f"{C.htown if C.c != 'SG' else r.choice(P.SG_ESTATES)} Fracture Liaison Service"
    haddr = L.address(C.htown)
    n.w(("HOSPITAL", fls), "\n", ("HOSPITAL", C.hosp), ", ", L.addr_items(haddr), "\n")
    n.w("Tel: ", ("PHONE", L.phone("land")), "   Email: ", ("EMAIL", C.email(generic=r.choice(["fls", "fracture.liaison", "bonehealth"]))), "\n\n")
    cons = C.staff(title=True)
    n.w("Our ref: ", ("DOCTOR", nurse.init(False)), "/", ("DOCTOR", C.staff().init(False).lower()), "   ", C.nid_items("mrn"), "\n")
    n.w("Date: ", C.d(C.visit, r.choice([C.ds, "long"])), "\n\n")
    n.w(C.gp.n("tf"), "\n", ("HOSPITAL", C.practice), "\n", L.addr_items(C.paddr, sep="\n"), "\n\n")
    n.w("Dear ", C.gp.n("tl"), "\n\n")
    n.w("Re: ", pt.n(r.choice(["tf", "LF"])), "   DOB: ", C.d(C.dob))
    if C.ids.get("nat"):
        n.w("   ", C.nid_items("nat"))
    n.w("\n", L.addr_items(C.addr), "\n\n")
    frac = r.choice(["left distal radius fracture", "right proximal humerus fracture", "L1 vertebral fracture", "right pubic ramus fracture",
                     "left neck of femur fracture", "right ankle fracture (excluded from FLS pathway - referred for falls only)",
                     "T12 wedge fracture identified on CT"])
    fd = C.before(25, 90)
    n.w(f"This {'lady' if C.sex == 'F' else 'gentleman'}, aged ", C.a(), f", was identified by our service following a {frac} sustained on ",
        C.d(fd), r.choice([" after a fall from standing height", " when she slipped on ice" if C.sex == "F" else " when he slipped on ice",
                           " lifting a shopping bag", " (low-trauma)"]), ". ")
    n.w(r.choice(["I saw them in the FLS clinic on ", "I spoke with them by telephone on ", "They attended the bone health clinic on "]),
        C.d(C.before(1, 20)), ".\n\n")
    n.w("Risk factors: ")
    rf = r.sample(["previous fracture (", "parental hip fracture", "current smoker", "alcohol > 3 units/day", "prednisolone 5 mg > 3 months",
                   "rheumatoid arthritis", "early menopause (age 42)", "low BMI (18.2)", "aromatase inhibitor"], r.randrange(2, 5))
    for i, x in enumerate(rf):
        if i:
            n.w(", ")
        if x.endswith("("):
            n.w(x, C.d(C.before(900, 6000), "y"), ")")
        else:
            n.w(x)
    n.w(". Falls: ", str(r.randrange(0, 6)), " in the past year.\n")
    mof, hip = K.frax(r)
    n.w(f"FRAX: major osteoporotic fracture {mof}%, hip {hip}% ", r.choice(["(without BMD) - above the intervention threshold", "(with BMD)",
                                                                              "- very high risk"]), ".\n")
    if r.random() < 0.7:
        n.w("DXA (", C.d(C.before(2, 20)), f"): L1-L4 T-score {-r.randrange(10, 40) / 10:.1f}, femoral neck {-r.randrange(10, 40) / 10:.1f}, "
            f"total hip {-r.randrange(5, 35) / 10:.1f}.\n")
    n.w("Bloods: ", ", ".join(K.labs(r, C)), ".\n")
    n.w("Dental: ", r.choice(["no planned extractions", "awaiting dental review - defer bisphosphonate", "full dentures"]), ". Reflux: ",
        r.choice(["nil", "known hiatus hernia", "mild"]), ".\n\n")
    n.w("RECOMMENDATIONS\n")
    drug = r.choice(["alendronic acid 70 mg once weekly", "risedronate 35 mg once weekly", "zoledronic acid 5 mg IV annually (via day unit)",
                     "denosumab 60 mg s/c every 6 months - do not stop without planned sequential therapy",
                     "teriparatide 20 mcg daily for 24 months (very high risk - specialist initiation)"])
    sup = "Adcal-D3 one tablet twice daily"
    if C.c in ("US", "CA"):
        drug = drug.replace("alendronic acid", "alendronate")
        sup = "calcium carbonate 500 mg + vitamin D3 1000 IU daily"
    n.w(f"1. Please start {drug}.\n2. Calcium and vitamin D supplement (e.g. {sup}).\n")
    n.w("3. Treatment review at 5 years (", C.d(C.after(365 * 5 - 10, 365 * 5 + 20), "y"), ") with repeat DXA.\n")
    n.w("4. Referred to ", ("HOSPITAL", C.falls), " for multifactorial falls assessment.\n")
    n.w("5. Information given about the national osteoporosis helpline and exercise for bone health.\n\n")
    if r.random() < 0.5:
        n.w("Discussed with ", cons.n("tf"), ", Consultant Rheumatologist, who agrees with the plan.\n\n")
    n.w("Yours sincerely\n\n")
    n.w(nurse.n("full"), "\n", r.choice(["Fracture Liaison Nurse Specialist", "FLS Coordinator", "Osteoporosis Nurse Specialist", "Bone Health CNS"]), "\n")
    lab, val = L.reg("nurse")
    n.w(lab, " ", ("LICENSE", val), "\n")
    n.w("\ncc: ", pt.n("tf"), " (patient)\n")
    if r.random() < 0.4:
        n.w("Patient information: ", ("URL", f"https://www.example.org/{r.choice(['bone-health', 'fls', 'osteoporosis-leaflet'])}"), "\n")


def post_fall(r, C, n):
    L, pt = C.L, C.pt
    ward = L.ward()
    found = C.staff()
    dr = C.staff(title=True)
    sis = C.staff()
    n.w(("HOSPITAL", C.hosp), " - ", ("HOSPITAL", ward), "\n")
    n.w(r.choice(["POST-FALL REVIEW (INPATIENT)", "Inpatient Fall - Post-Fall Huddle Record", "Post Falls Assessment & Huddle",
                  "INPATIENT FALL: MEDICAL AND NURSING REVIEW"]), "\n\n")
    n.w(pt.n("LF"), "   ", C.nid_items("mrn"), "   DOB ", C.d(C.dob), "   Age ", C.a(), "\n")
    if r.random() < 0.5:
        n.w("Location: ", ("HOSPITAL", ward), ", bay ", ("LOCATION_OTHER", str(r.randrange(1, 7))), ", bed ", ("LOCATION_OTHER", str(r.randrange(1, 7))), "\n")
    else:
        n.w("Location: side room ", ("LOCATION_OTHER", str(r.randrange(1, 20))), "\n")
    h = r.choice([0, 1, 2, 3, 4, 5, 14, 15, 22, 23])
    n.w("Admitted: ", C.d(C.before(2, 15)), " with ", r.choice(["UTI and delirium", "community-acquired pneumonia", "#NOF (post-op day 3)",
                                                              "collapse ?cause", "cellulitis L leg", "decompensated heart failure"]), "\n")
    n.w("Date/time of fall: ", C.d(C.visit), f" {h:02}:{r.randrange(60):02}    Witnessed: ", r.choice(["No", "No", "Yes"]), "\n")
    n.w("Found by: ", found.n("full"), r.choice([" (HCA)", " (RN)", " (student nurse)", " (EN)"]), "\n")
    n.w(INCIDENT[C.c], " ref: " if not INCIDENT[C.c].endswith("#") else " ", ("IDNUM", f"{r.choice(['W', 'INC', 'IR', ''])}{L.dg(6)}"), "\n\n")
    n.w("IMMEDIATE ACTIONS\n- Not moved until assessed; ", r.choice(["flat lift with HoverJack", "assisted up with Mangar Camel", "hoisted to bed",
                                                                      "got up with 2 staff after check"]), "\n- Neuro obs ",
        r.choice(["half-hourly x2 h then hourly x4", "hourly for 24 h (on anticoagulant)", "4-hourly"]), "\n")
    n.w("- Medical review by ", dr.n("tf"), " (", r.choice(JUNIOR[C.c]), ") at ", f"{(h + 1) % 24:02}:{r.randrange(60):02}", "\n")
    n.w("\nFINDINGS\n", r.choice(["Haematoma R forehead 3 cm, no LOC.", "Pain L hip, shortened and externally rotated - X-ray requested.",
                                  "No injury identified.", "Skin tear R shin 5 cm - dressed.", "Laceration to scalp - glued."]), " ",
        K.obs(r), ". ", K.cog(r), ".\n")
    if r.random() < 0.6:
        n.w("CT head ", C.d(C.visit, "dm"), " (accession ", ("IDNUM", f"{L.up(2)}{L.dg(7)}"), "): ",
            r.choice(["no acute intracranial abnormality", "small L subdural - discussed with neurosurgery, conservative", "chronic small vessel change only"]), ".\n")
    n.w("\nCONTRIBUTING FACTORS\n")
    cf = [("Delirium", r.choice(["4AT 7", "4AT 5", "4AT 0"])), ("Sedatives", r.choice(["zopiclone 22:00", "nil", "lorazepam PRN given"])),
          ("Footwear", r.choice(["barefoot", "hospital socks", "own slippers"])), ("Call bell in reach", r.choice(["yes", "no"])),
          ("Toileting", r.choice(["urgency - was walking to toilet", "catheterised", "commode at bedside"])),
          ("Postural BP", r.choice(["drop 28 mmHg", "not done on admission", "no drop"])), ("Bed rails", r.choice(["not indicated", "in use", "removed - climbing"])),
          ("Walking aid", r.choice(["not in reach", "in reach", "none prescribed"]))]
    for a, b in r.sample(cf, r.randrange(5, 9)):
        n.w(f"[{r.choice(['x', ' '])}] {a}: {b}\n")
    n.w("\nHUDDLE ATTENDEES\n")
    att = [sis, found] + [C.staff() for _ in range(r.randrange(1, 3))]
    for i, p in enumerate(att):
        if i:
            n.w(", ")
        n.w(p.n("full"))
    n.w("\n\nACTIONS\n- ", r.choice(["Bay nursing", "Enhanced supervision 1:1", "Cohort bay with HCA present"]), "\n- Low bed + ",
        r.choice(["crash mat", "chair sensor", "bed exit alarm"]))
    if r.random() < 0.5:
        n.w(" (device ", ("DEVICE", f"{L.up(2)}{L.dg(6)}"), ")")
    n.w("\n- ", r.choice(["Stop zopiclone", "Review antihypertensives", "Treat constipation", "Delirium care plan"]), "\n- Repeat lying/standing BP\n")
    n.w("- ", C.rel.capitalize(), " ", C.nok.n("full"), " informed at ", f"{(h + 5) % 24:02}:{r.randrange(60):02}", " by ", sis.n("full"),
        " (", ("PHONE", C.nok_tel), ")\n")
    n.w("\nCompleted by: ", sis.n("full"), r.choice([", Ward Sister", ", Charge Nurse", ", Nurse Unit Manager", ", Clinical Nurse Manager"]))
    if r.random() < 0.6:
        n.w("   user ", ("USERNAME", C.username(sis)))
    n.w("\nDate: ", C.d(C.visit), "\n")


def referral(r, C, n):
    L, pt = C.L, C.pt
    gpe = C.email(C.gp)
    falls_e = C.email(generic=r.choice(["falls.referrals", "fallsclinic", "communityfalls", "fallsteam"]))
    sent = C.before(10, 40)
    n.w("From: ", C.gp.n("tf"), " <", ("EMAIL", gpe), ">\nTo: ", ("HOSPITAL", C.falls), " <", ("EMAIL", falls_e), ">\n")
    n.w("Sent: ", C.d(sent, "wdl"), f" {r.randrange(8, 19):02}:{r.randrange(60):02}\n")
    n.w("Subject: ", r.choice(["Referral", "Routine referral", "URGENT referral", "Falls referral"]), " - ", pt.n("full"), " - DOB ", C.d(C.dob, "num"), "\n\n")
    n.w(r.choice(["Dear Falls Team,", "Dear colleagues,", "Hi team,", "Dear Falls Service,"]), "\n\n")
    n.w("I would be grateful if you could see ", pt.n("tl"), f", {C.an()} ", C.a(), "-year-old ", r.choice(["retired ", "former ", ""]))
    n.w(("PROFESSION", C.occ), ", who has had ", r.choice(["three falls", "several falls", "two falls", "4 falls"]), " since ", C.d(C.before(60, 200), r.choice(["m", "my"])))
    n.w(", most recently on ", C.d(sent - dt.timedelta(days=r.randrange(2, 15)), r.choice(["wdn", "dmonl", C.ds])), ". ")
    n.w(K.typo(r, f"{C.he.capitalize()} {r.choice(K.MECH)}. "), r.choice(["No head injury. ", f"Attended {L.t['ed']} - no fracture. ", "Bruised only. "]))
    n.w(r.choice([f"{C.his.capitalize()} {C.rel} is worried {C.he} is becoming more unsteady", "There is a history of dizziness on standing",
                  "Mobility has declined since a hospital admission in the spring"]), ".\n\n")
    n.w("Problems:\n")
    for it in K.pmh_items(r, C, k=r.randrange(3, 6), dated=1):
        n.w("  * ", it, "\n")
    n.w("Current meds: ", ", ".join(f"{a} {b}" for a, b in K.meds(r, C, r.randrange(5, 10))), "\n")
    n.w("Recent bloods (", C.d(sent - dt.timedelta(days=r.randrange(3, 30))), "): ", ", ".join(K.labs(r, C)[:5]), "\n")
    s, drop, pos = K.ls_bp(r)
    n.w("L/S BP in surgery: ", s, "\n\n")
    n.w("Social: lives ", r.choice(["alone", "with " + C.rel]), "; ", r.choice(["no carers", "carers twice daily", "daughter does shopping"]),
        ". Please contact ", C.rel2, " ", C.nok2.n("full"), " on ", ("PHONE", L.phone("mob")), " to arrange the appointment - ", pt.n("first"),
        " is ", r.choice(["very deaf", "not confident on the phone", "often out at day centre"]), ".\n")
    if C.c == "UK" and r.random() < 0.7:
        n.w("e-RS UBRN: ", ("IDNUM", f"{L.dg(4)} {L.dg(4)} {L.dg(4)}"), "\n")
    else:
        n.w("Referral ID: ", ("IDNUM", f"R{L.dg(8)}"), "\n")
    n.w("\nKind regards,\n", C.gp.n("tf" if r.random() < 0.5 else "full"), "\n", ("HOSPITAL", C.practice), "\n", L.addr_items(C.paddr), "\n")
    n.w("Tel ", ("PHONE", C.ptel), " | Fax ", ("FAX", C.pfax), "\n")
    n.w("--\nThis e-mail is confidential. See ", ("URL", f"www.example.{r.choice(['com', 'net'])}/{r.choice(['privacy', 'practice-privacy', 'confidentiality'])}"), "\n\n")
    tri = C.staff()
    n.w("=== TRIAGE (falls team) ===\n")
    n.w("Triaged by ", tri.n("full"), " on ", C.d(sent + dt.timedelta(days=r.randrange(1, 6))), ": ",
        r.choice(["ACCEPTED - routine", "ACCEPTED - urgent (injurious falls)", "ACCEPTED - for home assessment first", "REDIRECTED to syncope clinic"]), "\n")
    clin = C.staff(title=r.random() < 0.4)
    n.w("Booked: ", C.d(C.visit, r.choice([C.ds, "wdl"])), f" {r.randrange(9, 16):02}:{r.choice(['00', '30'])} with ", clin.n("tf" if clin.title else "full"))
    if r.random() < 0.5:
        n.w(" at ", ("LOCATION_OTHER", r.choice(P.WING_NAMES)))
    n.w("\nLetter sent to patient; ", C.rel2, " informed by phone.\n")
    if r.random() < 0.35:
        n.w("Logged from workstation ", ("IPADDR", ip(r)), " by ", ("USERNAME", C.username(tri)), "\n")
