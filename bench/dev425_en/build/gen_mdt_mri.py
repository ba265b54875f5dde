"""Genres: IBD MDT outcome, MR enterography report."""
import ids
import pools_clinical as PC
import pools_places as PL
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D


def _mre_finding(rng, k):
    """Returns (findings text, kind) with kind in normal/active/stricture/fibrotic."""
    seg = rng.randrange(4, 30)
    wall = rng.randrange(4, 12)
    if k.dx != "CD" or rng.random() < 0.2:
        return ("No small bowel wall thickening or abnormal enhancement. The terminal ileum is normal (wall 2 mm). "
                "Colon: %s.\n" % rng.choice(["mild wall thickening of the sigmoid with mural hyperenhancement", "unremarkable",
                                              "loss of haustration of the descending colon (chronic)"]), "normal")
    kind = rng.choice(["active", "stricture", "fibrotic"])
    sig = {"active": "increased", "stricture": "mildly increased", "fibrotic": "low (fibrotic)"}[kind]
    dil = "No pre-stenotic dilatation." if kind == "active" else \
        "Pre-stenotic dilatation to %d mm - stricture with obstructive features." % rng.randrange(25, 45)
    return ("Terminal ileum: %d cm segment of mural thickening up to %d mm with %s T2 signal, %s on DWI (b800) "
            "and %s enhancement. %s %s\n" % (
                seg, wall, sig, "restricted diffusion" if kind != "fibrotic" else "no significant restriction",
                rng.choice(["layered", "transmural", "mucosal"]) if kind != "fibrotic" else "homogeneous delayed",
                rng.choice(["Engorged vasa recta (comb sign).", "Fibrofatty proliferation."]) if kind != "fibrotic" else "No comb sign.",
                dil), kind)


def mre_report(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    rad = k.staff["rad"]
    acc = ids.idnum(rng, "rad", k.date.year)
    n.add([P(k.hosp.name, "HOSPITAL"), " - ", rng.choice(["Department of Radiology", "Imaging Services", "Diagnostic Imaging",
                                                         "Medical Imaging"]), "\n"])
    n.t(rng.choice(["MR ENTEROGRAPHY\n", "MRI Small Bowel (MR Enterography) with contrast\n", "Exam: MRE - small bowel + pelvis\n"]))
    n.f("Accession: {A}   Exam date: {DT} {T}\n", A=P(acc, "IDNUM"), DT=D(k, k.date, rng.choice(["num", "short", "wd_num"])),
        T="%02d:%02d" % (rng.randrange(8, 20), rng.randrange(60)))
    B.pt_banner(rng, k, n, style=rng.choice([1, 2]))
    loc = rng.choice([["IBD Clinic"], [P(rng.choice(k.hosp.wards), "HOSPITAL"), ", bed ", P(str(rng.randrange(1, 30)), "LOCATION_OTHER")],
                      ["Outpatients"], [P(k.hosp2.name, "HOSPITAL"), " (tertiary referral)"]])
    n.add(["Referrer: ", K.doc_name(rng, k.staff[rng.choice(["cons", "surg", "reg"])], "fl"), "   Location: ", loc, "\n\n"])
    n.t("CLINICAL INFORMATION: ")
    n.add([K.dx_text(k), " on ", k.brand, ". ", rng.choice(["Rising FCP. ? active small bowel disease ? stricture.",
                                                            "Obstructive symptoms. Assess stricture, inflammatory vs fibrotic.",
                                                            "Perianal discharge ? fistula ? collection.",
                                                            "Response assessment 6 months after starting biologic.",
                                                            "Pre-operative assessment for ileocaecal resection."]), "\n\n"])
    n.t("COMPARISON: ")
    cmp_ = rng.randrange(3)
    if cmp_ == 0:
        n.add(["MRE ", D(k, ids.add_days(k.date, -rng.randrange(150, 900)))])
    elif cmp_ == 1:
        n.add(["CT abdomen/pelvis ", D(k, ids.add_days(k.date, -rng.randrange(30, 600))), " performed at ", P(k.hosp2.name, "HOSPITAL")])
    else:
        n.t("None available")
    n.t(".\n\n")
    n.t("TECHNIQUE: %s. Oral preparation: %s over 45 minutes. %s IV x2. %s. Sequences: coronal and axial HASTE, balanced SSFP "
        "(TrueFISP), axial DWI (b50/b800), cine motility, post-contrast 3D VIBE (enteric and portal venous phases).\n\n" % (
            rng.choice(PC.MRI), rng.choice(["1000 mL 2.5% mannitol", "1.5 L Klean-Prep", "1350 mL Volumen (barium sulfate)",
                                            "1 L polyethylene glycol solution"]),
            rng.choice(["Buscopan 20 mg", "hyoscine butylbromide 20 mg", "glucagon 1 mg"]),
            rng.choice(["Gadovist 0.1 mmol/kg", "Dotarem 0.2 mL/kg", "Clariscan 0.2 mL/kg", "MultiHance 0.1 mmol/kg"])))
    n.t("FINDINGS:\n")
    ftxt, kind = _mre_finding(rng, k)
    n.t(ftxt)
    n.t(rng.choice(["Jejunum and proximal ileum normal. ", "Short skip lesion in the mid ileum (3 cm). ", "Motility normal on cine. "]))
    n.t(rng.choice(["No fistula, abscess or phlegmon. ", "Entero-enteric fistula between TI and sigmoid (star sign). ",
                    "Small interloop collection 2.1 x 1.4 cm. ", "No intra-abdominal collection. "]))
    n.t("Mesenteric lymph nodes up to %d mm short axis. " % rng.randrange(4, 14))
    if rng.random() < 0.5:
        n.t("Pelvis: %s " % rng.choice(["transsphincteric fistula at 6 o'clock (Parks classification), no abscess.",
                                         "intersphincteric tract, seton in situ.", "no perianal fistula.",
                                         "horseshoe collection 3 cm - surgical review advised."]))
    n.t(rng.choice(["Sacroiliac joints normal. ", "Bilateral sacroiliitis (erosions R SIJ). ", "Gallbladder contains small calculi. ",
                    "Liver, spleen, kidneys unremarkable. "]))
    n.t("\nActivity scores: MaRIAs %d; Clermont %.1f; Lemann index %.1f.\n\n" % (rng.randrange(0, 5), rng.uniform(0, 20), rng.uniform(0, 12)))
    n.t("IMPRESSION:\n")
    n.t({"active": "1. Active inflammatory terminal ileal Crohn's disease without stricture.\n",
         "stricture": "1. Inflammatory terminal ileal stricture with pre-stenotic dilatation.\n",
         "fibrotic": "1. Terminal ileal stricture with predominantly fibrotic features and pre-stenotic dilatation.\n",
         "normal": "1. No MR evidence of active small bowel Crohn's disease.\n" if k.dx == "CD" else
                   "1. Normal small bowel. No features to suggest small bowel Crohn's disease.\n"}[kind])
    n.t(rng.choice(["2. Suggest discussion at IBD MDT.\n", "2. Findings telephoned to referrer.\n", "", "2. Consider surgical opinion.\n"]))
    if rng.random() < 0.4:
        n.add(["Discussed with ", K.doc_name(rng, k.staff["reg"], "fl"), " by telephone at %02d:%02d on " % (rng.randrange(9, 18), rng.randrange(60)),
               D(k, k.date, "num"), ".\n"])
    n.t("\n")
    n.add(["Reported by: ", K.doc_name(rng, rad, rng.choice(["fl", "fml"])), ", ", rad.creds, ", ", rad.role, "\n"])
    if rng.random() < 0.5:
        n.add(["Verified: ", D(k, ids.add_days(k.date, rng.randrange(0, 5)), "num"), " %02d:%02d" % (rng.randrange(8, 20), rng.randrange(60)),
               "   PACS workstation ", P(ids.ipaddr(rng), "IPADDR"), "\n"])
    else:
        B.audit_footer(rng, k, n, rad)


def mdt_outcome(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    mdate = k.date
    S = k.staff
    n.t(rng.choice(["IBD MULTIDISCIPLINARY TEAM MEETING - OUTCOME\n", "IBD MDT Outcome Form\n", "Inflammatory Bowel Disease MDM - Outcome\n"]))
    n.add([P(k.hosp.name, "HOSPITAL"), "\n"])
    n.f("Meeting date: {DT}   Venue: {V}\n", DT=D(k, mdate, rng.choice(["wd_long", "num", "wd_num"])),
        V=rng.choice([[P(k.hosp.building, "LOCATION_OTHER"), " seminar room ", P(str(rng.randrange(1, 6)), "LOCATION_OTHER")],
                      ["MS Teams (hybrid)"], [P(k.hosp.building, "LOCATION_OTHER"), ", level 2"]]))
    n.add(["Chair: ", K.doc_name(rng, S["cons2"], "fl"), "   Coordinator: ", W.name(S["coord"], "DOCTOR", "fl"), " (",
           P(S["coord"].email, "EMAIL"), ")\n"])
    n.t("Present: ")
    att = [("cons", "Gastroenterology"), ("cons2", "Gastroenterology"), ("surg", "Colorectal Surgery"), ("rad", "Radiology"),
           ("path", "Histopathology"), ("cns", "IBD CNS"), ("pharm", "Pharmacy"), ("diet", "Dietetics"), ("reg", "Gastro StR"),
           ("stoma", "Stoma Care"), ("psych", "Psychology")]
    att = rng.sample(att, rng.randrange(5, len(att) + 1))
    parts = []
    for r, dep in att:
        p = S[r]
        parts.append([K.doc_name(rng, p, rng.choice(["fl", "fi", "l"])), " (", dep, ")"])
    for i, pc in enumerate(parts):
        n.add([", " if i else "", pc])
    n.t("\n")
    if rng.random() < 0.5:
        ap = K.clinician(rng, k.c, rng.choice(["cons", "surg", "cns"]))
        n.add(["Apologies: ", K.doc_name(rng, ap, "fl"), "\n"])
    n.f("\nCase {I} of {J}   MDT ref: {R}\n", I=str(rng.randrange(1, 9)), J=str(rng.randrange(9, 18)),
        R=P(ids.idnum(rng, "mdt", mdate.year), "IDNUM"))
    n.add(["Patient: ", W.name(k.pt, "PATIENT", rng.choice(["fl", "LF"])), "   DOB ", D(k, k.pt.dob, "num"), "   ",
           B.mrn_label(rng, k.c), " ", P(k.pt.mrn, "MRN")])
    if k.c == "UK":
        n.f("   NHS {S}", S=P(k.pt.national, "SSN"))
    n.t("\n")
    n.add(["Consultant: ", K.doc_name(rng, S["cons"], "fl"), "   Presented by: ", K.doc_name(rng, S["reg"], rng.choice(["fl", "l"])), "\n\n"])
    n.t("CLINICAL SUMMARY:\n")
    n.add([N.age_phrase(rng, k), " ", {"M": "male", "F": "female"}[k.pt.sex], ", ", N.job_p(k), ". "])
    n.add(N.background(rng, k))
    n.t(" Treatment history:\n")
    for line in N.drug_history(rng, k):
        n.add(line)
    n.add(["Currently on ", k.brand, " ", rng.choice(k.bio["mnt"]), ". "])
    n.add(N.symptoms(rng, k))
    n.t("\n\nINVESTIGATIONS:\n")
    cd = k.dx == "CD"
    if cd or rng.random() < 0.3:
        n.add(["- MRE ", D(k, ids.add_days(mdate, -rng.randrange(5, 60)), "num"), " (", P(ids.idnum(rng, "rad", mdate.year), "IDNUM"), "): ",
               rng.choice(["15 cm active TI disease, no stricture", "TI stricture 4 cm, prestenotic dilatation 35 mm",
                           "transsphincteric fistula, no collection", "entero-enteric fistula"]) if cd else "normal small bowel", "\n"])
    n.add(["- Colonoscopy ", D(k, ids.add_days(mdate, -rng.randrange(5, 90)), "num"), ": ",
           rng.choice(["SES-CD 14", "Rutgeerts i3", "ulcerated anastomosis", "SES-CD 22, ileal ulcers"]) if cd else
           rng.choice(["Mayo 3, UCEIS 6", "Mayo 1", "Mayo 2, UCEIS 4", "visible 12 mm flat lesion sigmoid, Mayo 1"]), "\n"])
    n.add(["- Histology ", P(ids.idnum(rng, "histo", mdate.year), "IDNUM"), ": ",
           rng.choice(["granulomatous ileitis", "focal active ileitis", "chronic active ileocolitis, no dysplasia"]) if cd else
           rng.choice(["chronic active colitis, no dysplasia, CMV negative", "LGD in flat mucosa, sigmoid", "quiescent colitis"]), "\n"])
    L = PC.labs_uk(rng, k.sev)
    n.add(["- Bloods: CRP ", L["CRP"], ", alb ", str(L["Alb"]), ", Hb ", str(L["Hb"]), "; FCP ", L["FCP"], "; ", k.bio["g"], " level ",
           "%.1f" % rng.uniform(0.3, 15), " mg/L, Ab ", rng.choice(["neg", "pos 64 AU/mL", "neg"]), "\n\n"])
    n.t("QUESTION FOR MDT: ")
    n.t(rng.choice(["Surgery (ileocaecal resection) vs escalation of medical therapy?", "Next line of biologic therapy?",
                    "Suitability for exclusive enteral nutrition pre-op?", "Management of perianal fistula?"] if cd else
                   ["Next line of biologic therapy?", "Management of low-grade dysplasia - colectomy vs endoscopic resection vs surveillance?",
                    "Timing of colectomy after failed rescue therapy?", "Medical therapy vs elective colectomy?"]) + "\n\n")
    if rng.random() < 0.6:
        n.add(["PATIENT WISHES: ", rng.choice([[W.name(k.pt, "PATIENT", "f"), " would prefer to avoid surgery if possible."],
                                                [N.mr(rng, k), " is keen on surgery - fed up with steroids."],
                                                [W.name(k.pt, "PATIENT", "f"), " is planning a family in the next year."],
                                                ["wants to be back at work (", P(k.pt.employer, "ORGANIZATION"), ") asap."]]), "\n\n"])
    n.t("DISCUSSION: ")
    n.t(rng.choice(["Imaging reviewed by radiology - predominantly fibrotic stricture. Surgical team feel resection is appropriate. ",
                    "Ongoing inflammatory burden despite optimised drug levels (mechanistic failure). ",
                    "Histology reviewed at MDT; dysplasia is visible and resectable. ", "Pharmacy note funding criteria met (NICE TA). "]))
    n.t(rng.choice(["Options discussed including risks.", "Consensus reached.", "Surgeon to see in clinic first.", ""]) + "\n\n")
    n.t("OUTCOME:\n")
    surg_out = ["laparoscopic ileocaecal resection", "EUA and seton"] if cd else ["laparoscopic subtotal colectomy", "discussion of panproctocolectomy vs IPAA"]
    outs = [["Refer to ", K.doc_name(rng, S["surg"], "fl"), " colorectal clinic for ", surg_out[0], "."],
            ["Switch to ", rng.choice(["ustekinumab", "risankizumab", "upadacitinib", "vedolizumab", "guselkumab"]),
             "; pharmacy (", W.name(S["pharm"], "DOCTOR", "f"), ") to submit funding form."],
            ["Pre-operative dietetic optimisation (", W.name(S["diet"], "DOCTOR", "fl"), "); Modulen IBD 6 weeks."],
            ["Repeat colonoscopy with chromoendoscopy in 3 months."],
            (["Stop thiopurine; start ciprofloxacin + metronidazole 2 weeks; EUA and seton by ", K.doc_name(rng, S["surg"], "l"), "."] if cd else
             ["Surgical opinion (", K.doc_name(rng, S["surg"], "l"), ") re ", surg_out[1], "."]),
            ["Re-discuss at MDT on ", D(k, ids.add_days(mdate, rng.choice([28, 42, 56, 84])), "num"), " with results."],
            ["Psychology referral (", W.name(S["psych"], "DOCTOR", "fl"), ") - low mood, anxiety re surgery."]]
    for i, o in enumerate(rng.sample(outs, rng.randrange(2, 5))):
        n.add(["%d. " % (i + 1), o, "\n"])
    n.t("\n")
    n.add(["Outcome communicated to patient by ", W.name(S["cns"], "DOCTOR", rng.choice(["fl", "f"])), " on ",
           D(k, ids.add_days(mdate, rng.randrange(1, 5)), "num"), " (tel ", P(k.pt.mobile, "PHONE"), ")",
           "" if rng.random() < 0.5 else [" and by letter to ", P(k.pt.addr.street, "STREET"), ", ", P(k.pt.addr.zip, "ZIP")], ".\n"])
    if rng.random() < 0.5:
        n.add([K.gp_label(k), " informed: ", k.gp.p.title, " ", W.name(k.gp.p, "DOCTOR", "fl"), ", ", P(k.gp.practice, "HOSPITAL"), " (fax ", P(k.gp.fax, "FAX"), ")\n"])
    n.add(["Form completed by: ", W.name(S["coord"], "DOCTOR", "fl"), " (", P(S["coord"].user, "USERNAME"), ")\n"])
