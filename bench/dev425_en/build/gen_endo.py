"""Genres: colonoscopy report, histopathology report."""
import ids
import pools_clinical as PC
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D

SEGMENTS = ["Terminal ileum", "Caecum", "Ascending colon", "Transverse colon", "Descending colon", "Sigmoid colon", "Rectum"]


def _seg_finding(rng, k, seg, active):
    if not active:
        return rng.choice(["normal", "normal vascular pattern", "healed mucosa, scarring and pseudopolyps",
                           "normal mucosa", "loss of vascular pattern only (Mayo 1)" if k.dx != "CD" else "normal"])
    if k.dx == "CD":
        opts = ["multiple aphthous ulcers", "deep serpiginous ulceration with cobblestoning", "large ulcers >2 cm",
                "patchy erythema and small ulcers (<0.5 cm)", "skip lesions with normal intervening mucosa"]
        if seg == "Terminal ileum":
            opts += ["ulcerated ileocolic anastomosis", "stricture, not traversable with adult scope"]
        return rng.choice(opts)
    return [["erythema, decreased vascular pattern (Mayo 1)"],
            ["erythema, decreased vascular pattern (Mayo 1)", "granular mucosa, mild friability"],
            ["continuous erythema, loss of vascular pattern, friability (Mayo 2)", "granular mucosa with contact bleeding",
             "erosions, marked erythema (Mayo 2)"],
            ["spontaneous bleeding and ulceration (Mayo 3)", "deep ulcers, spontaneous bleeding (Mayo 3)",
             "superficial ulceration, mucopus, spontaneous bleeding"]][k.sev][0 if k.sev == 0 else rng.randrange(
                 [1, 2, 3, 3][k.sev])]


def colonoscopy(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    us = k.c == "US"
    endo = k.staff[rng.choice(["cons", "cons2", "reg"])]
    n1, n2 = k.staff["endo"], k.staff["nurse"]
    scope = rng.choice(PC.SCOPES)
    if rng.random() < 0.5:
        n.add([P(k.hosp.name, "HOSPITAL"), " - Endoscopy Unit\n"])
    else:
        n.add(["ENDOSCOPY REPORT  ", P(k.hosp.name.upper(), "HOSPITAL"), "\n"])
    n.t(rng.choice(["COLONOSCOPY REPORT\n", "Procedure: Colonoscopy + biopsies\n", "Ileocolonoscopy Report\n"]))
    n.t("=" * rng.randrange(20, 50) + "\n")
    B.pt_banner(rng, k, n, style=rng.choice([1, 2]))
    if us and rng.random() < 0.6:
        n.f("Insurance: {I} {H}\n", I=P(rng.choice(W.PL.INSURERS_US), "ORGANIZATION"), H=P(k.pt.hplan, "HEALTHPLAN"))
    n.f("Procedure date: {DT}   Room {R}   In {T1}  Out {T2}\n", DT=D(k, k.date, rng.choice(["wd_num", "num", "short"])),
        R=P(str(rng.randrange(1, 7)), "LOCATION_OTHER"), T1="%02d:%02d" % (rng.randrange(8, 12), rng.randrange(60)),
        T2="%02d:%02d" % (rng.randrange(12, 17), rng.randrange(60)))
    n.add(["Endoscopist: ", K.doc_name(rng, endo, "fl"), " (", endo.role, ")\n"])
    if rng.random() < 0.5:
        n.add(["Trainee: ", K.doc_name(rng, k.staff["sho"], "fl"), "\n"])
    n.add(["Nurses: ", W.name(n1, "DOCTOR", rng.choice(["fl", "fi"])), ", ", W.name(n2, "DOCTOR", rng.choice(["fl", "fi"])), "\n"])
    if us:
        n.add(["Anesthesia: MAC with propofol (CRNA ", W.name(k.staff["anaes"], "DOCTOR", "fl"), ")\n"])
    n.add(["Referring: ", K.doc_name(rng, k.staff["cons"], "fl"), "   ", K.gp_label(k), ": ", k.gp.p.title, " ", W.name(k.gp.p, "DOCTOR", "fl"), ", ",
           P(k.gp.practice, "HOSPITAL"), "\n\n"])
    n.t("INDICATIONS: ")
    n.t(rng.choice(["Assessment of disease activity", "Raised FCP on %s" % k.brand, "Pre-biologic baseline"] +
                   (["Post-op Rutgeerts assessment at 6 months", "Response assessment 6 months after starting %s" % k.brand]
                    if k.dx == "CD" else
                    ["Dysplasia surveillance (%s)" % rng.choice(PC.GUIDELINES[17:18] + PC.GUIDELINES[:1]), "? CMV, flare on %s" % k.brand,
                     "Rectal bleeding and urgency - ? flare"])))
    n.add([". ", K.dx_text(k), " diagnosed ", D(k, k.dx_date, "y"), ".\n"])
    n.t("CONSENT: Written. Risks incl. bleeding, perforation (1 in 1,000), missed lesions discussed.\n")
    n.t("SEDATION: " + rng.choice(["midazolam 2 mg IV, fentanyl 50 mcg IV", "Entonox only", "none (patient choice)",
                                   "midazolam 3 mg + pethidine 25 mg", "propofol (anaesthetist-led)"]) + "; Buscopan 20 mg IV.\n")
    n.t("Comfort (Gloucester scale): %d/5.  ASA %s.\n" % (rng.randrange(1, 4), rng.choice(["I", "II", "II", "III"])))
    bb = [rng.randrange(1, 4) for _ in range(3)]
    n.t("BOWEL PREP: %s - %s. Boston Bowel Preparation Scale %d-%d-%d (%d/9).\n" %
        (rng.choice(["Plenvu", "Moviprep", "Klean-Prep", "Picolax", "Citrafleet", "GoLYTELY", "SUTAB"]),
         rng.choice(["good", "adequate", "fair", "excellent"]), bb[0], bb[1], bb[2], sum(bb)))
    n.add(["INSTRUMENT: ", scope, " (s/n ", P(ids.device_serial(rng, "scope"), "DEVICE"), ")"])
    if rng.random() < 0.4:
        n.t("; " + rng.choice(PC.ENDO_ACC))
    n.t(". CO2 insufflation.\n")
    n.t("EXTENT: %s. Withdrawal time %d min. %s\n\n" % (rng.choice(["Terminal ileum (intubated 10 cm)", "Caecum - TI not intubated",
                                                                      "Neo-terminal ileum", "Sigmoid - procedure abandoned (severe colitis)"]),
                                                         rng.randrange(6, 19), rng.choice(["Retroflexion performed.", "No retroflexion.", ""])))
    n.t("FINDINGS:\n")
    act = rng.randrange(0, 7)
    for i, seg in enumerate(SEGMENTS):
        active = (k.dx == "CD" and rng.random() < 0.4 * (k.sev + 0.3)) or (k.dx != "CD" and (6 - i) < act and k.sev > 0)
        n.t("  %-17s %s\n" % (seg + ":", _seg_finding(rng, k, seg, active)))
    if k.dx == "CD":
        n.t("SES-CD %d. %s\n" % ([rng.randrange(0, 3), rng.randrange(3, 7), rng.randrange(7, 16), rng.randrange(16, 30)][k.sev],
                                  rng.choice(["Rutgeerts i%d." % min(4, k.sev + 1), "Rutgeerts i2b (anastomotic).", ""])))
    else:
        n.t("Mayo endoscopic subscore %d; UCEIS %d (V%d B%d E%d).\n" % (min(3, k.sev), rng.randrange(0, 9), rng.randrange(0, 3),
                                                                       rng.randrange(0, 4), rng.randrange(0, 4)))
    if rng.random() < 0.3:
        n.t("Polyp: 6 mm sessile (Paris 0-IIa), descending colon, cold snare, retrieved. " + rng.choice(PC.ENDO_ACC) + ".\n")
    n.t("\nSPECIMENS:\n")
    pots = rng.sample(["A", "B", "C", "D", "E", "F"], rng.randrange(2, 6))
    pots.sort()
    regs = ["TI", "right colon", "transverse", "left colon", "sigmoid", "rectum", "random x4 quadrantic every 10 cm", "polyp"]
    for p in pots:
        n.t("  %s: %s x%d\n" % (p, rng.choice(regs), rng.randrange(2, 5)))
    n.f("Histology request {H}; CMV IHC requested: {Y}\n", H=P(ids.idnum(rng, "order"), "IDNUM"), Y=rng.choice(["yes", "no"]))
    n.t("\nCOMPLICATIONS: " + rng.choice(["None", "None immediate", "Minor bleed post-biopsy, self-limiting", "Transient desaturation to 91%"]) + ".\n\n")
    n.t("DIAGNOSIS:\n")
    n.add(["- ", K.dx_short(k), " - ", N.sev_word(k), "\n"])
    n.t("\nRECOMMENDATIONS:\n")
    recs = [["Await histology; results to IBD clinic (", K.doc_name(rng, k.staff["cons"], "l"), ")."],
            ["Discuss at IBD MDT ", D(k, ids.add_days(k.date, rng.randrange(2, 15))), "."],
            ["Optimise ", k.brand, "; check drug level."], ["Escalate therapy - see letter."],
            ["Repeat surveillance colonoscopy in ", rng.choice(["1 year", "3 years", "5 years"]), " (",
             rng.choice(["BSG/ACPGBI 2024 surveillance guideline", "BSG 2019 IBD guideline", "ECCO 2023 surveillance", "AGA 2021 SCENIC update"]), ")."],
            ["Start prednisolone 40 mg OD; patient given flare plan and advice line number ", P(k.hosp.advice_phone, "PHONE"), "."],
            ["Discharge home with escort (", N.fam(rng, k, 0), ", tel ", P(k.fam[0].phone, "PHONE"), ")."]]
    for r in rng.sample(recs, rng.randrange(2, 5)):
        n.add(["- ", r, "\n"])
    n.t("\n")
    n.f("Report ID: {R}   Episode: {E}\n", R=P(ids.idnum(rng, "endo", k.date.year), "IDNUM"), E=P(ids.account(rng, k.c), "ACCOUNT"))
    B.audit_footer(rng, k, n, endo)


def histopathology(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    path = k.staff["path"]
    lab = ids.idnum(rng, "histo", k.date.year)
    recv = ids.add_days(k.date, rng.randrange(0, 2))
    rep = ids.add_days(recv, rng.randrange(2, 12))
    n.add([rng.choice(["DEPARTMENT OF CELLULAR PATHOLOGY", "HISTOPATHOLOGY REPORT", "Anatomical Pathology", "SURGICAL PATHOLOGY REPORT"]),
           "\n", P(k.hosp.name, "HOSPITAL"), "  Tel ", P(ids.phone_with_ext(rng, k.c), "PHONE"), "\n\n"])
    n.f("Lab No: {L}\n", L=P(lab, "IDNUM"))
    n.f("Patient: {N}   Sex: {S}   DOB: {DOB}   Age: {A}\n", N=W.name(k.pt, "PATIENT", rng.choice(["LF", "lf"])), S=k.pt.sex,
        DOB=D(k, k.pt.dob, "num"), A=P(str(k.pt.age), "AGE"))
    n.f("{ML}: {M}", ML=B.mrn_label(rng, k.c), M=P(k.pt.mrn, "MRN"))
    if k.c == "UK":
        n.f("   NHS: {S}", S=P(k.pt.national, "SSN"))
    n.t("\n")
    loc = rng.choice([["Endoscopy Unit"], [P(rng.choice(k.hosp.wards), "HOSPITAL")], ["IBD Clinic"],
                      [P(k.gp.practice, "HOSPITAL")], [P(k.hosp2.name, "HOSPITAL"), " (external)"]])
    n.add(["Source: ", loc, "   Requested by: ", K.doc_name(rng, k.staff[rng.choice(["cons", "reg", "surg"])], "fl"), "\n"])
    n.f("Collected: {C}   Received: {R}   Reported: {P}\n\n", C=D(k, k.date, "num"), R=D(k, recv, "num"), P=D(k, rep, "num"))
    n.t("CLINICAL DETAILS:\n")
    cd = k.dx == "CD"
    cl = rng.randrange(3)
    n.t(["%s on %s, ? activity. " % (K.dx_short(k), k.brand), "Bloody diarrhoea 6/52. ? IBD ? infective. ",
         ("Post ileocaecal resection, Rutgeerts assessment. " if cd else "Long-standing pancolitis, surveillance. ")][cl])
    n.t((typo(rng, "Colonoscopy") if rng.random() < 0.25 else "Colonoscopy") + " findings: " + (rng.choice(["aphthous ulcers TI", "patchy colitis, TI ulcers", "anastomotic ulcers"])
                                                    if cd else rng.choice(["Mayo 2", "Mayo 1", "Mayo 3, UCEIS 6", "granular rectum"])) + ".\n\n")
    n.t("MACROSCOPY:\n")
    pots = sorted(rng.sample(["A", "B", "C", "D", "E", "F"], rng.randrange(2, 6)))
    sites = ["terminal ileum", "caecum", "ascending colon", "transverse colon", "descending colon", "sigmoid", "rectum"] + \
        (["anastomosis", "neo-terminal ileum"] if cd else ["random biopsies x4", "rectosigmoid"])
    for p in pots:
        n.t("%s. Labelled '%s'. %s pieces of tan tissue, %d-%d mm. All embedded (%s).\n" % (
            p, rng.choice(sites), rng.choice(["Two", "Three", "Four", "Multiple"]), rng.randrange(1, 3), rng.randrange(3, 6),
            rng.choice(["1 block", "2 blocks", "1 cassette"])))
    n.add(["[Macro: ", W.name(k.staff["sec"], "DOCTOR", "ini_low"), "]\n\n"])
    n.t("MICROSCOPY:\n")
    if cd:
        micro, concl = rng.choice([
            ("Patchy chronic active inflammation with crypt architectural distortion. A non-necrotising epithelioid granuloma is seen "
             "in %s. " % pots[-1], "Features consistent with Crohn's disease."),
            ("Focal active ileitis with pyloric gland metaplasia. No granulomas. ", "Focal active ileitis - in keeping with known Crohn's disease."),
            ("Mild focal active colitis only; crypt architecture preserved. ", "Mild focal active inflammation - correlate with endoscopy."),
            ("Chronic ileitis with villous blunting; no active inflammation. ", "Chronic inflammatory bowel disease, quiescent.")])
    else:
        micro, concl = rng.choice([
            ("Diffuse chronic active colitis with basal plasmacytosis, crypt abscesses and Paneth cell metaplasia in the left colon. ",
             "Features in keeping with ulcerative colitis, moderately active."),
            ("Quiescent colitis: crypt atrophy and branching, no active inflammation. ", "Chronic inflammatory bowel disease, quiescent."),
            ("Severe active colitis with ulceration; occasional enlarged cells - CMV immunohistochemistry performed. ",
             "Severely active chronic colitis in keeping with UC; see CMV result."),
            ("Mild cryptitis on a background of chronic architectural change. ", "Mildly active chronic colitis (UC).")])
    n.t(micro)
    n.t(rng.choice(["No dysplasia. ", "No dysplasia or malignancy. ", "Indefinite for dysplasia in %s - second opinion sought. " % pots[0],
                    "Low-grade dysplasia in %s (polypoid). " % pots[0]]))
    n.t(rng.choice(["CMV IHC negative. ", "CMV IHC: occasional positive nuclei (<5/HPF). ", "No viral inclusions. ", ""]))
    n.t("%s %d; %s %s.\n\n" % (rng.choice(PC.HISTO_SCORES[:1]), rng.randrange(0, 5), rng.choice(PC.HISTO_SCORES[1:]),
                               rng.choice(["2B.1", "0.3", "3.2", "5.1", "1.1", "4", "12"])))
    n.t("CONCLUSION:\n" + concl + "\n")
    n.t("SNOMED: %s\n\n" % rng.choice(PC.SNOMED))
    if rng.random() < 0.3:
        other = K.clinician(rng, k.c, "path")
        n.add(["Second opinion: ", K.doc_name(rng, other, "fl"), ", GI pathology, ", P(k.hosp2.name, "HOSPITAL"),
               " - agrees (", D(k, ids.add_days(rep, rng.randrange(3, 10))), ").\n"])
    n.add(["Reported by: ", K.doc_name(rng, path, "fl"), ", ", path.creds, ", ", path.role, "\n"])
    if rng.random() < 0.5:
        n.add(["Authorised by ", P(path.user, "USERNAME"), " ", D(k, rep, "num"), " %02d:%02d\n" % (rng.randrange(8, 19), rng.randrange(60))])
    if rng.random() < 0.4:
        n.add(["Copy: ", K.doc_name(rng, k.staff["cns"], "fl", with_title=False), " (IBD CNS); results also available at ",
               P(k.hosp.url, "URL"), "\n"])
    if rng.random() < 0.3:
        n.add(["Biobank consent: yes - sample ", P(ids.idnum(rng, "lab"), "IDNUM"), "\n"])
