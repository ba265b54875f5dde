"""Genres: DXA report, care home liaison note, discharge letter."""
import datetime as dt

import pools as P
import clin as K
from g_comm import ip
from g_extra import JUNIOR


def dxa(r, C, n):
    L, pt = C.L, C.pt
    us = C.c == "US"
    rad = C.staff(title=True)
    tech = C.staff()
    n.w(("HOSPITAL", C.hosp), "\n", r.choice(["Bone Densitometry Unit", "DXA Service - Department of Radiology", "Nuclear Medicine / Bone Density",
                                               "Imaging Services - Bone Density"]), "\n")
    if r.random() < 0.4:
        n.w(("LOCATION_OTHER", r.choice(P.WING_NAMES)), ", Level ", str(r.randrange(0, 5)), "   Tel ", ("PHONE", L.phone("land")),
            "   Fax ", ("FAX", L.phone("land")), "\n")
    n.w("\n", r.choice(["DXA BONE DENSITOMETRY REPORT", "BONE MINERAL DENSITY (DXA) REPORT", "Dual-energy X-ray Absorptiometry"]), "\n\n")
    v = C.pt_header(n, r.choice([1, 2, 3]))
    acc = r.choice(["Accession", "Acc No", "Exam ID", "Order #"])
    n.w(acc, ": ", ("IDNUM", r.choice([f"DX{L.dg(8)}", f"{L.dg(2)}-{L.dg(6)}", f"RAD{L.dg(7)}"])), "\n")
    n.w("Referred by: ", C.gp.n("tf"), ", ", ("HOSPITAL", C.practice), "\n")
    n.w("Scan date: ", C.d(C.visit), "\n")
    scanner = r.choice(K.DXA_SCANNERS)
    n.w("Scanner: ", scanner, " (S/N ", ("DEVICE", f"{L.dg(5 + r.randrange(2))}"), "), software ", f"{r.randrange(9, 16)}.{r.randrange(10)}", "\n")
    n.w("Technologist: " if us else "Radiographer: ", tech.n("full"))
    if r.random() < 0.5:
        n.w(" (login ", ("USERNAME", C.username(tech)), ")")
    if r.random() < 0.3:
        n.w("   Workstation ", ("IPADDR", ip(r)))
    n.w("\n\nIndication: ", r.choice(["fragility fracture (L distal radius)", "recurrent falls, FRAX above threshold",
                                       "long-term prednisolone", "monitoring on alendronate 5 years - treatment holiday decision",
                                       "height loss 4 cm, ?vertebral fracture", "early menopause, falls"]), ".\n")
    ht = r.randrange(142, 182)
    n.w(f"Height {ht} cm (reported max {ht + r.randrange(1, 8)} cm), weight {r.randrange(40, 95)} kg. ")
    n.w(r.choice(["Risk factors: parental hip fracture, ", "Risk factors: smoker, ", "Risk factors: RA, ", "Risk factors: "]),
        r.choice(["previous wrist fracture.", "alcohol 3+ units/day.", "glucocorticoids.", "none additional."]), "\n")
    prev = r.random() < 0.6
    if prev:
        pd = C.before(700, 2200)
        n.w("Previous DXA: ", C.d(pd), r.choice([" (same scanner)", "", " - different scanner, comparison limited"]))
        if r.random() < 0.3:
            n.w(" at ", ("HOSPITAL", L.hospital(L.town())))
        n.w("\n")
    n.w("\nRESULTS\nRegion             BMD (g/cm2)  T-score  Z-score\n")
    regs = ["L1-L4", "Femoral neck L", "Total hip L", "Femoral neck R", "Total hip R", "Forearm 1/3 radius"]
    worst = 0
    for reg in regs[:r.randrange(3, 7)]:
        t = -r.randrange(5, 38) / 10
        worst = min(worst, t)
        n.w(f"{reg:<19}{r.randrange(520, 1010) / 1000:<13.3f}{t:<9.1f}{t + r.randrange(5, 18) / 10:.1f}\n")
    if r.random() < 0.4:
        n.w("L3 excluded (degenerative change / aortic calcification).\n")
    if prev:
        ch = r.randrange(-62, 25) / 10
        n.w(f"Change since previous at total hip: {ch:+.1f}% (LSC 2.8%) - {'significant loss' if ch < -2.8 else 'no significant change'}.\n")
    if r.random() < 0.5:
        n.w("VFA: ", r.choice(["Genant grade 2 wedge deformity T11", "no vertebral fractures seen", "grade 1 deformity L1, query", "grade 3 crush T12"]), ".\n")
    if r.random() < 0.4:
        n.w(f"Trabecular bone score {r.randrange(110, 140) / 100:.2f}.\n")
    mof, hip = K.frax(r)
    n.w(f"FRAX (with BMD): major osteoporotic {mof}%, hip {hip}%.\n\n")
    cls = "OSTEOPOROSIS" if worst <= -2.5 else ("OSTEOPENIA (low bone mass)" if worst < -1.0 else "NORMAL BMD")
    n.w("CONCLUSION: ", cls, ". ")
    guide = {"UK": "NICE", "IE": "national", "US": "USPSTF", "CA": "national (2023)", "AU": "national", "NZ": "national",
             "SG": "ACE", "ZA": "national"}[C.c]
    n.w(r.choice(["Treatment recommended per ", "Consider treatment per ", "Reassess risk per "]), guide, " guidance. ",
        r.choice(["Repeat DXA in 2 years.", "Repeat in 3 years if untreated.", "Exclude secondary causes (myeloma screen, PTH, coeliac serology).",
                  "Refer to fracture liaison service."]), "\n\n")
    n.w("Reported by: ", rad.n("tf"), ", ", r.choice(["Consultant Radiologist", "Radiologist", "Consultant in Metabolic Bone Disease",
                                                    "Clinical Scientist"]))
    lab, val = L.reg("doc")
    n.w(" (", lab, " ", ("LICENSE", val), ")\n")
    n.w("Verified: ", C.d(C.after(0, 6)), f" {r.randrange(8, 18):02}:{r.randrange(60):02}\n")
    if r.random() < 0.5:
        n.w("Copy faxed to ", ("HOSPITAL", C.practice), " on ", ("FAX", C.pfax), "\n")


def carehome(r, C, n):
    L, pt = C.L, C.pt
    home = L.care_home()
    haddr = L.address(C.town)
    team = r.choice(["Care Home Liaison Team", "Care Home Support Team", "Residential In-Reach Service", "Enhanced Health in Care Homes",
                     "Aged Care Outreach (RACF)", "Frailty Outreach"])
    clin = C.staff(title=r.random() < 0.4)
    n.w(team, " - ", ("HOSPITAL", C.hosp if r.random() < 0.5 else C.trust), "\n")
    n.w(r.choice(["CARE HOME LIAISON NOTE", "Care Home Visit - Falls Review", "Liaison visit: post-falls review"]), "\n\n")
    n.w("Care home: ", ("HOSPITAL", home), ", ", L.addr_items(haddr), "\nTel: ", ("PHONE", L.phone("land")))
    if r.random() < 0.5:
        n.w("   Fax: ", ("FAX", L.phone("land")))
    n.w("\n")
    n.w("Resident: ", pt.n(r.choice(["tf", "full", "LF"])), "   DOB: ", C.d(C.dob), "   (", C.a(), ")\n")
    n.w(C.nid_items("nat" if C.ids.get("nat") else "mrn"), "   Room ", ("LOCATION_OTHER", f"{r.randrange(1, 60)}{r.choice(['', '', 'A', 'B'])}"))
    if r.random() < 0.4:
        n.w(", ", ("HOSPITAL", r.choice(["Rose", "Heather", "Oak", "Thistle", "Lakeside", "Garden"]) + " Unit"))
    n.w("\n")
    fund = r.random()
    if C.c == "UK" and fund < 0.5:
        n.w("CHC checklist: ", C.nid_items("ssn"), "\n")
    elif C.c == "US":
        n.w("Medicaid ID: ", ("HEALTHPLAN", L.up(2) + L.dg(8)), "   ", C.nid_items("hp"), "\n")
        if fund < 0.5:
            n.w(C.nid_items("ssn"), "\n")
    elif C.c == "AU":
        n.w("My Aged Care ID: ", ("IDNUM", "AC" + L.dg(8)), "   ", C.nid_items("hp2"), "\n")
    elif C.c == "IE" and fund < 0.6:
        n.w("NHSS (Fair Deal) ref: ", ("IDNUM", L.dg(6)), "   ", C.nid_items("ssn"), "\n")
    elif C.c == "CA":
        n.w(C.nid_items("hp"))
        if fund < 0.5:
            n.w("   Rate reduction application - ", C.nid_items("ssn"))
        n.w("\n")
    elif C.c == "NZ" and fund < 0.6:
        n.w("Residential care subsidy application - ", C.nid_items("ssn"), "\n")
    n.w("Visit date: ", C.d(C.visit), "\n")
    mgr, sc = C.staff(), C.staff()
    n.w("Seen with: ", mgr.n("full"), r.choice([" (Deputy Manager)", " (Registered Manager)", " (Clinical Lead RN)", " (Director of Nursing)"]),
        " and ", sc.n("full"), r.choice([" (senior carer)", " (care assistant)", " (EN)", " (HCA)"]), "\n")
    n.w(L.t["gp"] if L.t["gp"].isupper() else L.t["gp"].capitalize(), ": ", C.gp.n("tf"), ", ", ("HOSPITAL", C.practice), "\n\n")
    nf = r.randrange(2, 6)
    n.w(f"Reason for visit: {nf} falls in the last {r.choice(['4', '6', '8'])} weeks", r.choice(["", ", latest with facial bruising", ", one with skin tear"]), ".\n\n")
    n.w("FALLS LOG (from home's incident records)\nDate | Time | Location | Witnessed | Injury | Ref\n")
    d = C.before(30, 55)
    for k in range(nf):
        d = d + dt.timedelta(days=r.randrange(3, 12))
        loc = r.choice(["bedroom", "en-suite", "lounge", "corridor", "dining room", "beside bed"])
        n.w(C.d(d, r.choice([C.ds, "num"])) if k == 0 else C.d(d, C.ds), f" | {r.randrange(24):02}:{r.randrange(60):02} | {loc}")
        if loc in ("bedroom", "beside bed") and r.random() < 0.5:
            n.w(" (Rm ", ("LOCATION_OTHER", str(r.randrange(1, 60))), ")")
        n.w(f" | {r.choice(['N', 'N', 'Y'])} | {r.choice(['nil', 'nil', 'skin tear', 'bruise L hip', 'graze forehead'])} | ", ("IDNUM", f"INC-{L.dg(5)}"), "\n")
    n.w("\nASSESSMENT\n")
    n.w("Pattern: ", r.choice(["mostly unwitnessed, at night, transferring from bed to en-suite", "afternoon falls in lounge when standing unaided",
                               "falls after evening medication round", "agitation late afternoon (sundowning)"]), ".\n")
    n.w(K.cog(r), "; ", K.cfs(r), "; ", r.choice(["PAINAD 3", "Abbey pain scale 6", "no pain behaviours"]), ".\n")
    s, drop, pos = K.ls_bp(r)
    n.w("L/S BP: ", s, ". ", K.vision(r, C), ".\n")
    n.w("Meds: ", ", ".join(f"{a} {b}" for a, b in K.meds(r, C, r.randrange(5, 10))), ".\n")
    if r.random() < 0.6:
        n.w("eMAR reviewed (user ", ("USERNAME", C.username(mgr)), ") - ", r.choice(["2 refusals of evening meds", "PRN lorazepam x4 this month",
                                                                                   "no omissions"]), ".\n")
    if r.random() < 0.3:
        n.w("Med room access logged by fingerprint (staff ID ", ("BIOID", f"BIO-{L.dg(6)}"), ").\n")
    n.w("Equipment: ", r.choice(["sensor mat", "bed sensor", "PIR sensor"]))
    if r.random() < 0.6:
        n.w(" (s/n ", ("DEVICE", f"{L.up(3)}{L.dg(6)}"), ")")
    n.w(", ", r.choice(["low-low bed", "crash mat", "hip protectors", "non-slip socks"]), ".\n\n")
    n.w("PLAN\n- ", r.choice(["Hip protectors day and night", "Low-low bed + crash mat", "Move to room nearer nurses' station"]), "\n- ",
        r.choice([f"Stop zopiclone (discussed with {L.t['gp']})", "Reduce quetiapine to 12.5 mg", "Check for UTI - send MSU only if symptomatic"]), "\n- ",
        r.choice(["Physio to review transfers", "Staff refresher: post-fall protocol & safe lifting (no manual lift from floor)",
                  "Toileting schedule 2-hourly at night"]), "\n- Vitamin D 800 units daily; consider ",
        r.choice(["zoledronic acid", "denosumab"]), "\n")
    n.w("- Updated ", C.rel, " ", C.nok.n("full"), " by phone (", ("PHONE", C.nok_tel), ")")
    if r.random() < 0.4:
        n.w("; ", C.nok.n("first"), " is a ", ("PROFESSION", r.choice(P.REL_OCC)), " and keen to be involved")
    n.w("\n- Review ", C.d(C.after(14, 35), r.choice([C.ds, "wdl", "dmonl"])), "\n\n")
    role = "doc" if clin.title else r.choice(["nurse", "nurse", "physio"])
    if role == "doc":
        ttl = r.choice(["Consultant Geriatrician", "Geriatrician", "Medical Officer, Aged Care" if C.c in ("AU", "NZ") else "Specialty Doctor"])
    elif role == "nurse":
        ttl = r.choice(["Care Home Matron" if C.c == "UK" else "Nurse Practitioner", "Nurse Practitioner", "Clinical Nurse Specialist"])
    else:
        ttl = "Physiotherapist"
    C.sign(n, clin, ttl, role=role)


def discharge(r, C, n):
    L, pt = C.L, C.pt
    cons = C.staff(title=True)
    jr = C.staff(title=True)
    surg = C.staff(title=False, sex="M")
    haddr = L.address(C.htown)
    adm = C.before(8, 30)
    dis = C.visit
    n.w(("HOSPITAL", C.trust), "\n", ("HOSPITAL", C.hosp), "\n", L.addr_items(haddr), "\n")
    n.w("Tel: ", ("PHONE", L.phone("land")), "   Fax: ", ("FAX", L.phone("land")), "\n")
    n.w(r.choice(["Department of Medicine for Older People", "Orthogeriatric Service", "Geriatric Medicine", "Care of the Elderly"]), "\n\n")
    n.w(C.d(dis, r.choice([C.ds, "long"])), "\n\n")
    n.w("Private & Confidential\n", C.gp.n("tf"), "\n", ("HOSPITAL", C.practice), "\n", L.addr_items(C.paddr, sep="\n"), "\n\n")
    n.w("Dear ", C.gp.n("tl"), ",\n\n")
    n.w("Re: ", pt.n("tf"), ", DOB ", C.d(C.dob), ", ", C.nid_items("nat" if C.ids.get("nat") else "mrn"), "\n    ",
        L.addr_items(C.addr), "\n\n")
    n.w("Admitted: ", C.d(adm), " via ", L.t["ed"], "    Discharged: ", C.d(dis), "\n")
    n.w("Ward: ", ("HOSPITAL", L.ward()), "    Consultant: ", cons.n("tf"), "\n")
    if C.ids.get("acct") and r.random() < 0.5:
        n.w(C.nid_items("acct"), "\n")
    fall = adm - dt.timedelta(days=r.choice([0, 0, 1]))
    side = r.choice(["R", "L", "Right", "Left"])
    dx = r.random()
    n.w("\nDIAGNOSES\n")
    if dx < 0.5:
        n.w(f"1. {side} intracapsular #NOF (Garden {r.choice(['III', 'IV'])}) after a fall at home on ", C.d(fall), "\n")
        op = adm + dt.timedelta(days=r.randrange(1, 3))
        proc = r.choice(["hemiarthroplasty", "total hip replacement", "DHS fixation", "cannulated screws"])
        n.w(f"   {proc.capitalize()} ", C.d(op), " (", "Mr " if C.c in ("UK", "IE") and r.random() < 0.7 else "Dr ", surg.n("last"), ")\n")
    elif dx < 0.75:
        n.w(f"1. Fall with {side} pubic rami fractures - managed conservatively\n")
    else:
        n.w("1. Recurrent falls with orthostatic hypotension\n")
    for i, x in enumerate(r.sample(["Delirium (hyperactive) - resolved", "AKI stage 1 - resolved", "Hospital-acquired pneumonia",
                                     "Hyponatraemia (Na 126) secondary to thiazide", "Constipation", "Anaemia (Hb 88) - transfused 1 unit",
                                     "Osteoporosis - new diagnosis"], r.randrange(2, 4)), 2):
        n.w(f"{i}. {x}\n")
    n.w("\nBACKGROUND\n", "; ".join("".join(x for x in it if isinstance(x, str)) for it in K.pmh_items(r, C, k=r.randrange(3, 6), dated=0)), "\n\n")
    n.w("CLINICAL COURSE\n")
    n.w(f"{C.pt.title} ", pt.n("last"), f" was admitted after {C.he} ", r.choice(K.MECH), ". ",
        K.typo(r, r.choice([f"Post-operatively {C.he} developed delirium which settled with non-pharmacological measures. ",
                            "Recovery was slow but steady with physiotherapy. ", "There were no complications. ",
                            f"{C.he.capitalize()} required a short period of IV fluids for AKI. "])),
        f"Orthogeriatric review on day {r.randrange(1, 4)}. ", "Lying/standing BP showed a drop of ", str(r.randrange(10, 40)),
        " mmHg; ", r.choice(["doxazosin stopped", "furosemide reduced", "no changes made"]), ".\n")
    n.w(f"At discharge {C.he} is {L.t['mob']} with ", L.t["walker"], r.choice([" and supervision of 1", " independently on the ward", " and 1 assist"]),
        ". ", r.choice(["Barthel 14/20.", "4AT 0.", "AMTS 8/10.", "Eating and drinking well."]), "\n\n")
    n.w("BONE HEALTH\n")
    bh = r.randrange(3)
    if bh == 0:
        n.w("Vitamin D 26 nmol/L - loading dose given; then colecalciferol 800 units daily.")
    elif bh == 1:
        n.w("Zoledronic acid 5 mg IV given on ", C.d(dis - dt.timedelta(days=1)), ". Please do not repeat for 12 months.")
    else:
        n.w("Started alendronic acid 70 mg weekly.")
    n.w(" DXA not required given age and fracture (treat on clinical grounds).\n\n")
    started = r.sample([("colecalciferol", "800 units OD"), ("Adcal-D3", "1 tab BD"), ("senna", "15 mg nocte"), ("paracetamol", "1 g QDS"),
                        ("enoxaparin", "40 mg s/c OD for 28 days"), ("lactulose", "10 mL BD"), ("ferrous fumarate", "210 mg BD")], 2)
    n.w("MEDICATION CHANGES\nStarted: ", ", ".join("{} {}".format(*K.drug_line(r, C, a, b)) for a, b in started), "\nStopped: ",
        r.choice(["zopiclone", "doxazosin", "amitriptyline", "bendroflumethiazide"]), "\nChanged: ",
        r.choice(["furosemide 40 mg -> 20 mg", "ramipril held - restart if BP > 140", "none"]), "\n\n")
    dest = r.random()
    n.w("DISCHARGE DESTINATION\n")
    if dest < 0.5:
        n.w("Home with package of care (", ("ORGANIZATION", r.choice(P.CARE_AGENCIES)), f", x{r.randrange(1, 5)} daily). ")
    elif dest < 0.8:
        n.w("Interim placement at ", ("HOSPITAL", L.care_home()), ", room ", ("LOCATION_OTHER", str(r.randrange(1, 50))), ". ")
    else:
        n.w("Home, living with ", C.rel, " ", C.nok.n("first"), ". ")
    n.w("Pendant alarm reinstated.\n\n")
    n.w("FOLLOW-UP\n- Fracture clinic ", C.d(C.after(35, 50)), "\n- ", ("HOSPITAL", C.falls), " - referral sent\n")
    n.w("- ", L.t["gp"], ": please check U&E in 1/52 and review BP in 2/52\n\n")
    n.w("The patient and ", C.rel, " ", C.nok.n("full"), " have been given a copy of this letter.\n\nYours sincerely,\n\n")
    n.w(jr.n("tf"), "\n", r.choice(JUNIOR[C.c]), " to ", cons.n("tf"), "\n")
    n.w(r.choice(["Bleep ", "Pager ", "Ext "]), ("PHONE", L.phone("bleep")), "\n")
    if r.random() < 0.5:
        n.w("Email: ", ("EMAIL", C.email(jr)), "\n")
    n.w("\ncc: Patient; ", ("HOSPITAL", C.falls), "\n")
    if r.random() < 0.4:
        ty = C.staff()
        n.w("Ref: ", ("DOCTOR", cons.init(False)), "/", ("DOCTOR", ty.init(False).lower()), "\n")
