"""Genres: tumour board minutes, haematology lab report with film, bone marrow pathology report."""
from common import ph
from fmt import an
import blocks as B
import clin as C
import pools as P
from genres_a import pick_dx, lab_table
from genres_c import add_min


def other_patient(c, sex=None):
    r = c.r
    p = c.person(sex)
    p.age = r.randint(28, 91)
    p.dob = c.dob_for(p.age, c.visit)
    town = c.ptown
    p.mrn = c.make_mrn()
    p.hcn = c.make_hcn(p, town)
    p.town = town
    return p


def tumour_board(c, n):
    r = c.r
    d0 = pick_dx(c)
    mdt = d0["mdt"]
    same = [d for d in C.DX if d["mdt"] == mdt]
    meet = c.visit
    n.f("{H}\n", H=ph(c.H, "HOSPITAL"))
    n.t(r.choice(["%s - Multidisciplinary Team Meeting Minutes" % mdt, "%s TUMOUR BOARD - MINUTES" % mdt.replace(" MDT", "").upper(),
                  "Multidisciplinary Cancer Conference (%s)" % mdt.replace(" MDT", "")]) + "\n")
    n.f("Date: {d}   Time: 08:00-09:30\n", d=c.D(meet, r.choice(["wd_full", None])))
    k = r.randint(0, 2)
    if k == 0:
        n.f("Venue: {room}, {H}; remote via {u} (dial-in {t}, meeting ID {mid})\n",
            room=r.choice([[ph(r.choice(["Cedar Room", "Lister Boardroom", "Osler Seminar Suite", "Maple Lecture Theatre", "Wolfson Room"]), "LOCATION_OTHER")],
                           ["Room ", ph(r.choice(["G.14", "2.031", "4B-110", "112"]), "LOCATION_OTHER")],
                           ["Seminar Room ", ph(str(r.randint(1, 6)), "LOCATION_OTHER")]]),
            H=ph(c.H, "HOSPITAL"), u=ph(c.url("vc"), "URL"), t=ph(c.phone(), "PHONE"), mid=ph("%s %s %s" % (c.digits(3), c.digits(3), c.digits(3)), "IDNUM"))
    elif k == 1:
        n.f("Videoconference link: {u}  (bridge host {ip})\n", u=ph(c.url("vc"), "URL"), ip=ph(c.ip(), "IPADDR"))
    else:
        n.f("Linked sites: {a}, {b}\n", a=ph(c.H2, "HOSPITAL"), b=ph(c.other_hospital(), "HOSPITAL"))
    n.t("\nChair: ")
    n.seg(c.nm(c.clin("chair"), "DOCTOR", "dr_full"))
    n.t(" (%s)\nPresent:\n" % r.choice(["Medical Oncology", "Clinical Oncology" if c.uk else "Radiation Oncology", "Haematology", "Surgery"]))
    roles = [("onc", "Medical Oncology"), ("radonc", "Clinical Oncology" if c.uk else "Radiation Oncology"), ("rad", "Radiology"),
             ("path", "Histopathology" if c.uk else "Pathology"), ("surg", "Surgery"), ("cns", "Clinical Nurse Specialist" if c.uk else "Nurse Navigator"),
             ("haem", "Haematology"), ("palli", "Palliative Medicine"), ("pharm", "Oncology Pharmacy")]
    for role, lab in r.sample(roles, r.randint(4, 8)):
        p = c.clin(role)
        if role == "surg" and c.uk:
            n.f("  {t} {nm} - {lab}\n", t="Mr" if p.sex == "M" else "Miss", nm=ph(p.full, "DOCTOR"), lab=lab)
        elif role in ("cns", "pharm"):
            n.f("  {nm} - {lab}\n", nm=c.nm(p, "DOCTOR", r.choice(["full", "cred"])), lab=lab)
        else:
            n.f("  {nm} - {lab}\n", nm=c.nm(p, "DOCTOR", r.choice(["dr_full", "dr_init"])), lab=lab)
    n.t("Apologies: ")
    n.seg(c.nm(c.person(), "DOCTOR", "dr_full"))
    n.t("\nMinutes: ")
    n.seg(c.nm(c.clin("coord"), "DOCTOR", r.choice(["full", "first"])))
    n.t(" (%s)\n\n" % ("MDT Coordinator" if c.uk else "MCC Coordinator"))
    k = r.randint(3, 6)
    for i in range(k):
        if i == 0:
            p = c.pt
            p.mrn, p.hcn, p.town = c.mrn, c.hcn, c.ptown
            d = d0
        else:
            d = r.choice(same)
            p = other_patient(c, None if d["sex"] == "A" else d["sex"])
        sx = p.sex
        n.f("CASE {i}: ", i=i + 1)
        st = r.choice(["LF", "Lf", "full", "title_full"])
        n.seg(c.nm(p, "PATIENT", st))
        n.f("  |  {a}{sx}  |  {ml} {mrn}  |  {hl} {hcn}\n", a=ph(str(p.age), "AGE"), sx=sx, ml="Hosp No" if c.uk else "MRN",
            mrn=ph(p.mrn, "MRN"), hl=("NHS" if c.uk else "HCN"), hcn=ph(p.hcn, "HEALTHPLAN"))
        if r.random() < 0.5:
            n.f("DOB {dob}.  ", dob=c.D(p.dob))
        n.t("Referred by ")
        n.seg(c.nm(c.person(), "DOCTOR", r.choice(["dr_last", "dr_full"])))
        n.f(" ({h}). Question: {q}\n", h=ph(r.choice([c.H, c.H2, c.other_hospital()]), "HOSPITAL"),
            q=r.choice(["staging review and treatment plan", "restaging after 4 cycles", "role of consolidation radiotherapy",
                        "progression on first line - next options?"] + ([] if d["kind"] == "haem" else
                                                                       ["suitability for surgery", "post-op adjuvant therapy?"])))
        n.f("Clinical: {dx}. {pres}. PS {ps}. ", dx=d["dx"][0].upper() + d["dx"][1:], pres=d["present"][0].upper() + d["present"][1:],
            ps=C.ecog(r))
        if r.random() < 0.4:
            job = r.choice(P.PROFESSIONS).replace("retired ", "")
            n.f("{w} {j}; {txt}. ", w="Retired" if p.age > 67 else "Works as " + an(job), j=ph(job, "PROFESSION"),
                txt=r.choice(["lives 90 miles away", "carer for spouse"] + (["independent, still drives"] if p.age > 67 else
                                                                             ["keen to keep working", "physically demanding job"])))
        n.t("\n")
        n.f("Radiology ({dd}): {img}.\n", dd=c.D(c.days(meet, -r.randint(3, 20)), r.choice([None, "dm"])), img=r.choice(C.IMG[d["key"]]))
        n.f("Pathology ({acc}): {mk}.\n", acc=ph(c.accession(), "IDNUM"), mk=r.choice(d["markers"]))
        n.f("Outcome: {st}. {rec}\n", st=r.choice(d["stage"]), rec=r.choice([
            "Recommend %s." % C.REG[r.choice(d["regimens"])][0], "For radiotherapy to %s." % r.choice(d["rt"])[0],
            "Further biopsy required before decision.", "Best supportive care; refer palliative team.",
            "Discuss trial eligibility."] + ([] if d["kind"] == "haem" else ["Surgery first, then re-discuss with final histology."])))
        n.t("Actions: ")
        n.seg(c.nm(c.clin("cns"), "DOCTOR", r.choice(["first", "full"])))
        n.f(" to inform patient by {dd}; ", dd=c.D(c.days(meet, r.randint(2, 7)), r.choice(["dm", "wd", None])))
        n.seg(c.nm(c.clin(r.choice(["onc", "radonc", "haem", "surg"])), "DOCTOR", "dr_last"))
        n.f(" clinic {dd}.\n\n", dd=c.D(c.days(meet, r.randint(5, 21)), r.choice(["dm", None])))
    n.f("Next meeting: {d}.\n", d=c.D(c.days(meet, 7), r.choice(["wd_full", None])))
    if r.random() < 0.4:
        n.f("Queries to the MDT office: {e} / {t}\n", e=ph(c.email(None, dept=r.choice(["mdt.coordinator", "tumourboard", "mcc.office"])), "EMAIL"), t=ph(c.ext(c.hphone), "PHONE"))


FILM = {
    "aml": ["Numerous blast cells (approx. 64%) with high N:C ratio, fine chromatin and prominent nucleoli; occasional Auer rods seen. "
            "Neutrophils reduced with hypogranular forms. Platelets markedly reduced, confirmed on film.",
            "Circulating blasts ~38%, some cup-like nuclei. Red cells normochromic. Thrombocytopenia confirmed."],
    "neutropenic": ["Marked neutropenia, no blasts seen. Toxic granulation in residual neutrophils. Red cells show mild anisocytosis. "
                    "Consistent with recent chemotherapy."],
    "cll": ["Lymphocytosis of small mature lymphocytes with clumped chromatin and numerous smear (smudge) cells. "
            "Suggest immunophenotyping if not already known."],
    "cml": ["Leucocytosis with a full spectrum of granulocytic precursors (myelocyte and neutrophil peaks), basophilia 6% and occasional blasts (2%). "
            "Appearances suggest a myeloproliferative neoplasm - ?CML; BCR::ABL1 requested."],
    "pancyto": ["Pancytopenia. Neutrophils show hypogranularity and pseudo-Pelger-Huet forms. Oval macrocytes and occasional teardrop cells. "
                "Dysplastic features - consider bone marrow examination."],
    "normal": ["Red cells normochromic normocytic. White cells and platelets morphologically unremarkable.",
               "Rouleaux noted; background blue staining consistent with paraprotein. Otherwise unremarkable."],
}


def haem_lab(c, n):
    r = c.r
    scen = r.choice(["aml", "neutropenic", "cll", "cml", "pancyto", "normal", "normal", "neutropenic"])
    rows = C.fbc(r, scen)
    lab = r.choice(["Blood Sciences - Haematology", "Laboratory Medicine: Hematology", "Department of Haematology", "Core Laboratory - Hematology"])
    n.f("{H}\n{lab}\n", H=ph(c.H, "HOSPITAL"), lab=lab)
    n.seg(c.addr(c.haddr, "one"))
    n.f("  Enquiries: {t}\n", t=ph(c.ext(c.hphone), "PHONE"))
    n.t("=" * 64 + "\n")
    B.banner(n, c, extra_addr=False, style=r.choice([0, 2]))
    if r.random() < 0.5:
        n.f("Location: {w}  Bed {b}\n", w=ph(c.unit, "HOSPITAL"), b=ph(str(r.randint(1, 30)), "LOCATION_OTHER"))
    else:
        n.f("Source: {w}\n", w=ph(r.choice([c.gp_practice, c.unit]), "HOSPITAL"))
    n.t("Requested by: ")
    n.seg(c.Dr(r.choice(["haem", "onc", "gp2"]), r.choice(["dr_full", "dr_init", "dr_last"])))
    col = c.days(c.visit, 0)
    n.f("\nSpecimen No: {s}   Order: {o}\n", s=ph(c.accession(r.choice(["HA", "H", "FB"])), "IDNUM"), o=ph("ORD" + c.digits(8), "IDNUM"))
    t1 = "%02d:%02d" % (r.randint(6, 15), r.randint(0, 59))
    t2 = add_min(t1, r.randint(20, 150))
    n.f("Collected: {d1} {t1}   Received: {d2} {t2}   Reported: {d3} {t3}\n", d1=c.D(col, r.choice([None, "DMY_UP"])), t1=t1,
        d2=c.D(col, r.choice([None, "DMY_UP"])), t2=t2, d3=c.D(col, r.choice([None, "DMY_UP"])), t3=add_min(t2, r.randint(15, 240)))
    if r.random() < 0.4:
        n.f("Encounter: {a}\n", a=ph(c.account(), "ACCOUNT"))
    n.t("Clinical details: %s\n\n" % r.choice({"aml": ["fatigue, bruising, gum bleeding", "?acute leukaemia"],
                                                 "neutropenic": ["day 10 post C2 R-CHOP, febrile", "febrile on chemotherapy", "pre-chemo bloods"],
                                                 "cll": ["CLL monitoring", "lymphocytosis on GP bloods"], "cml": ["splenomegaly, high WBC on GP bloods"],
                                                 "pancyto": ["known MDS, transfusion dependent", "pancytopenia ?cause"],
                                                 "normal": ["routine pre-chemo", "?relapse", "myeloma follow-up", "post-treatment surveillance"]}[scen]))
    n.t("FULL BLOOD COUNT\n")
    lab_table(n, c, rows, r.choice(["grid", "pipe", "grid"]))
    if r.random() < 0.6:
        n.t("Retics %.1f x10^9/L   " % r.uniform(8, 140))
    if r.random() < 0.6:
        n.t("PT %.1f s  APTT %.1f s  Fibrinogen %.1f g/L\n" % (r.uniform(10.5, 15.8), r.uniform(24, 38), r.uniform(1.2, 5.4)))
    else:
        n.t("\n")
    n.t("\nBLOOD FILM\n" + r.choice(FILM[scen]) + "\n")
    ver = c.clin("bms")
    n.t("Film reviewed by ")
    n.seg(c.nm(ver, "DOCTOR", r.choice(["full", "cred", "init"])))
    if r.random() < 0.5:
        body, num = c.licence("bms")
        n.f(" ({b} {num})", b=body, num=ph(num, "LICENSE"))
    n.t(".\n")
    if scen in ("aml", "cml", "pancyto", "neutropenic") or r.random() < 0.3:
        n.t("\nCOMMENT\n")
        n.t(r.choice(["Critical result. ", "Urgent: ", "Phoned: "]))
        n.t("Discussed with ")
        n.seg(c.Dr(r.choice(["reg", "haem"]), r.choice(["dr_full", "dr_last"])))
        if r.random() < 0.5:
            n.t(" (")
            n.seg(c.bleep())
            n.t(")")
        n.f(" at {tm} on {d}. {adv}\n", tm=c.time(), d=c.D(c.days(col, r.choice([0, 1])), r.choice([None, "dm"])),
            adv=r.choice(["Advised same-day haematology review.", "Patient to attend the acute assessment unit.", "Bone marrow planned.",
                          "Sepsis pathway initiated by ward team.", "Referred to haematology on-call."]))
    n.t("\nAuthorised: ")
    n.seg(c.Dr("haem", r.choice(["dr_full", "dr_init"])))
    n.f(", {t}, {d}\n", t=r.choice(["Consultant Haematologist", "Hematopathologist", "Consultant"]), d=c.D(c.days(col, 1)))
    if r.random() < 0.6:
        n.f("LIS audit: validated by user {u}", u=ph(c.username(ver), "USERNAME"))
        if r.random() < 0.5:
            n.f(" at terminal {ip}", ip=ph(c.ip(), "IPADDR"))
        n.t("\n")
    n.t("Results relate to sample as received. Reference ranges: adult.\n")


MARROW = {
    "aml": ("Hypercellular particulate aspirate. Blasts %d%% of nucleated cells, many with Auer rods; residual erythropoiesis and "
            "megakaryopoiesis reduced.", "CD34+ CD117+ CD13+ CD33+ HLA-DR- myeloid blasts (%d%% of events); NPM1c by IHC positive.",
            ["46,XX[20]", "46,XY[20]", "47,XY,+8[15]/46,XY[5]", "complex karyotype including -5q, -7, +8"], "Acute myeloid leukaemia (WHO 2022; ICC 2022)"),
    "mds": ("Cellular aspirate with trilineage dysplasia: hypolobated micromegakaryocytes, nuclear budding in erythroid precursors, "
            "hypogranular neutrophils. Blasts %d%%. Ring sideroblasts 8%% on Perls stain.", "CD34+ blasts %d%% with aberrant CD7 expression.",
            ["46,XX,del(5)(q13q33)[14]/46,XX[6]", "45,XY,-7[9]/46,XY[11]", "46,XY[20]"], "Myelodysplastic neoplasm with increased blasts (MDS-IB1)"),
    "myeloma": ("Plasma cells %d%% of nucleated cells, some binucleate with prominent nucleoli. Background haemopoiesis present.",
                "Clonal plasma cells CD38+ CD138+ CD19- CD56+ cytoplasmic kappa restricted (%d%% of events).",
                ["46,XY[20]", "45,XY,-13,t(4;14)(p16;q32)[8]/46,XY[12]", "hyperdiploid"], "Plasma cell myeloma, IgG kappa"),
    "cll": ("Infiltrated by small mature lymphocytes (%d%% of nucleated cells) with clumped chromatin.",
            "CD5+ CD19+ CD23+ CD200+ dim surface kappa, CD20 dim (%d%% of events); Matutes score 5/5.",
            ["46,XX,del(13)(q14)[6]/46,XX[14]", "46,XY[20]"], "Marrow involvement by chronic lymphocytic leukaemia"),
    "cml": ("Markedly hypercellular with granulocytic hyperplasia; M:E ratio 12:1; blasts %d%%; dwarf megakaryocytes.",
            "No aberrant blast population; blasts %d%% of events.", ["46,XY,t(9;22)(q34;q11.2)[20]", "46,XX,t(9;22)(q34;q11.2)[18]/46,XX[2]"],
            "Chronic myeloid leukaemia, chronic phase, BCR::ABL1 positive"),
    "staging": ("Normocellular for age with trilineage haemopoiesis. No infiltrate seen. Lymphocytes %d%%.",
                "No clonal B-cell population detected (%d%% mature polytypic B cells).", ["46,XX[20]", "46,XY[20]", "not performed"],
                "No evidence of marrow involvement by lymphoma"),
}


def bm_path(c, n):
    r = c.r
    d = pick_dx(c, kinds=("haem",))
    key = d["key"] if d["key"] in MARROW else "staging"
    asp, flow, karyo, concl = MARROW[key]
    pct = r.randint(2, 9) if key in ("staging", "cml") else r.randint(12, 85) if key != "mds" else r.randint(5, 9)
    n.f("{H}\n{dep}\n", H=ph(c.H, "HOSPITAL"), dep=r.choice(["Cellular Pathology - Haematopathology", "Department of Laboratory Medicine & Pathobiology",
                                                               "HMDS - Haematological Malignancy Diagnostic Service", "Hematopathology Laboratory"]))
    n.t("BONE MARROW ASPIRATE AND TREPHINE BIOPSY REPORT\n\n")
    n.f("Lab No: {a}   Trephine: {b}   Flow: {f}   Cytogenetics: {g}\n", a=ph(c.accession("BM"), "IDNUM"), b=ph(c.accession("H"), "IDNUM"),
        f=ph(c.accession("FC"), "IDNUM"), g=ph(c.accession("CG"), "IDNUM"))
    B.banner(n, c, extra_addr=False)
    n.t("Consultant: ")
    n.seg(c.Dr("haem"))
    n.f("   Ward/clinic: {w}\n", w=ph(r.choice([c.unit, c.H]), "HOSPITAL"))
    proc = c.days(c.visit, -r.randint(2, 9))
    n.f("Procedure date: {d}   Site: {s}\n", d=c.D(proc), s=r.choice(["right posterior iliac crest", "left posterior iliac crest", "posterior iliac crest (R)"]))
    n.t("Performed by ")
    op = c.clin(r.choice(["reg", "cns"]))
    n.seg(c.nm(op, "DOCTOR", r.choice(["full", "dr_full" if op.cred.startswith("M") else "full"])))
    n.t(" under local anaesthetic (%s).\n" % r.choice(["lidocaine 2% 10 mL", "lidocaine 1% 15 mL + Entonox", "lidocaine 1% 10 mL, oral lorazepam"]))
    n.t("Clinical details: %s. %s\n\n" % (d["dx"] if key != "staging" else "staging for " + d["short"], r.choice(
        {"aml": ["Pancytopenia.", "WBC 84 on presentation.", "Post induction assessment (day 28)."], "mds": ["Pancytopenia.", "Transfusion dependent."],
         "myeloma": ["Paraprotein 38 g/L.", "Hypercalcaemia, AKI."], "cll": ["Progressive lymphocytosis.", "Pre-treatment assessment."],
         "cml": ["WBC 164 on presentation.", "Splenomegaly."]}.get(key, ["Pre-treatment assessment.", "B symptoms, LDH 612."]))))
    n.t("ASPIRATE\n" + (asp % pct) + "\n")
    diff = [("Blasts", pct if key in ("aml", "mds", "cml") else r.randint(0, 2)), ("Promyelocytes", r.randint(1, 5)), ("Myelocytes", r.randint(5, 14)),
            ("Metamyelocytes", r.randint(4, 12)), ("Neutrophils", r.randint(8, 30)), ("Eosinophils", r.randint(1, 4)),
            ("Lymphocytes", pct if key in ("cll", "staging") else r.randint(5, 15)), ("Plasma cells", pct if key == "myeloma" else r.randint(0, 3)),
            ("Erythroid", r.randint(10, 30))]
    tot = sum(v for k, v in diff)
    n.t("Differential (500 cells):  " + "; ".join("%s %.1f%%" % (k, v * 100.0 / tot) for k, v in diff) + ".\n")
    n.t("M:E ratio %d:1. Perls: %s.\n\n" % (r.randint(2, 12), r.choice(["iron present, no ring sideroblasts", "increased iron stores", "grade 2 iron, no ring sideroblasts"])))
    n.t("TREPHINE\n%d mm core, %d%% cellularity. %s Reticulin MF-%d. IHC: CD34 %s, CD117 %s, CD138 %s, kappa:lambda %s.\n\n" % (
        r.randint(12, 28), r.randint(20, 95), r.choice(["Architecture preserved.", "Diffuse interstitial infiltrate.", "Paratrabecular aggregates.",
                                                      "Sheets of blasts effacing normal architecture."]), r.randint(0, 2),
        {"aml": "highlights blasts (~40%)", "mds": "8%", "cml": "2%"}.get(key, "<1%"), "increased" if key in ("aml", "mds") else "scattered",
        "60%, sheets" if key == "myeloma" else "3%", "kappa restricted >10:1" if key == "myeloma" else "polytypic"))
    n.t("FLOW CYTOMETRY\n" + (flow % r.randint(3, 80)) + "\n\n")
    kar = r.choice(karyo)
    kar = kar.replace("XY", "XX") if c.pt.sex == "F" else kar.replace("XX", "XY")
    n.t("CYTOGENETICS / FISH\n%s. %s\n" % (kar, r.choice(
        {"cml": ["BCR::ABL1 fusion 97% of nuclei."], "cll": ["FISH for TP53 deletion: not detected.", "del(13q) in 64% of nuclei."],
         "myeloma": ["FISH (CD138-selected): t(4;14) positive, del(17p) not detected.", "FISH panel pending."],
         "staging": ["FISH not indicated.", "MYC break-apart: negative."]}.get(key, ["FISH panel pending.", "FISH for TP53 deletion: not detected."]))))
    if key in ("aml", "mds", "cll"):
        n.t("MOLECULAR: %s\n" % r.choice({"aml": ["NPM1 type A VAF 41%; FLT3-ITD not detected", "FLT3-ITD positive, allelic ratio 0.6",
                                                  "TP53 p.R248Q VAF 62%"], "mds": ["ASXL1, SRSF2, RUNX1 mutated (NGS myeloid panel)",
                                                                                   "SF3B1 K700E VAF 38%"],
                                           "cll": ["IGHV 97.2% identity to germline (unmutated)", "TP53 wild-type; IGHV mutated"]}[key]))
    n.t("\nCONCLUSION\n%s.\n" % concl)
    if r.random() < 0.4:
        n.f("Addendum ({d}): molecular results above issued; discussed at {m}.\n", d=c.D(c.days(c.visit, r.randint(5, 14))), m=d["mdt"])
    n.t("\nReported by: ")
    n.seg(c.nm(c.clin("path"), "DOCTOR", r.choice(["dr_full", "cred"])))
    if r.random() < 0.5:
        body, num = c.licence("path")
        n.f(", {b} {num}", b=body, num=ph(num, "LICENSE"))
    n.f("\nAuthorised: {d} {tm}\n", d=c.D(c.visit), tm=c.time())
    if r.random() < 0.35:
        n.f("Released to EPR by user {u}\n", u=ph(c.username(c.clin("path")), "USERNAME"))
    n.t("Copy to: ")
    n.seg(c.nm(c.gp, "DOCTOR", "dr_full"))
    n.f(", {p}\n", p=ph(c.gp_practice, "HOSPITAL"))
