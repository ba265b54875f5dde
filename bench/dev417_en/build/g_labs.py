"""Genres: immunosuppression level log, renal biopsy report, HLA antibody report,
BK virus surveillance note."""
import datetime
import math

from doc import P
from country import pick
import clinical as CL
import common as CM


def level_log(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    drug = pick(rng, ["TACROLIMUS", "TACROLIMUS", "TACROLIMUS / MPA AUC", "SIROLIMUS",
                      "EVEROLIMUS (Certican)", "CICLOSPORIN (Neoral) C0"])
    doc.fill("%s LEVEL MONITORING LOG\n{hosp} - Transplant Pharmacy & CNS team\n" % drug, X)
    CM.banner(doc, case, pick(rng, [0, 3]))
    doc.fill("Transplant: {tx_date} ({tx_type}); current brand %s\n" % case.tac, X)
    doc.lit("Target trough: %s %s   Assay: %s\n" % (case.target, C.tac_unit, pick(
        rng, ["LC-MS/MS", "Abbott ARCHITECT CMIA", "Roche Elecsys ECLIA", "Siemens EMIT"])))
    if rng.random() < 0.4:
        doc.fill("Interacting drugs flagged: %s (started by {gpw})\n" % pick(rng, CL.INTERACTING),
                 X)
    doc.raw("\n")
    users = [X["cns_user"], X["pharm_user"], X["coord_user"], X["reg_user"]]
    inits = [X["cns_ini"], X["pharm_ini"], X["coord_ini"], X["reg_ini"]]
    style = pick(rng, ["iso", "num", "dash"])
    cols = pick(rng, [0, 1])
    if cols == 0:
        doc.raw("Date        | Time  | Level | Dose (mg)  | Creat | Action                       "
                "| By\n")
    else:
        doc.raw("DATE        TIME   LEVEL  DOSE       CREAT  COMMENT                          "
                "INIT\n")
    n = rng.randrange(8, 16)
    d = case.visit - datetime.timedelta(days=7 * n + rng.randrange(0, 20))
    dose = float(case.tac_dose) + 0.5
    sep = " | " if cols == 0 else "   "
    for i in range(n):
        d = d + datetime.timedelta(days=rng.randrange(3, 15))
        if d > case.visit:
            d = case.visit
        lv = CL.tac_level(rng, 2.5, 16)
        act = pick(rng, ["no change", "no change", "no change", "reduce by 0.5 mg BD" if not case.tac_od else "reduce by 1 mg/day",
                         "increase by 1 mg/day", "?not trough - repeat", "haemolysed, repeat",
                         "held 1 dose", "pt took dose before bloods", "diarrhoea, recheck 3/7",
                         "called pt, see note", "level after clarithro stopped"])
        if "reduce" in act:
            dose = max(0.5, dose - 0.5)
        elif "increase" in act:
            dose += 0.5
        doc.put(case.D(d, style))
        doc.raw(sep + "%02d:%02d" % (rng.randrange(7, 11), rng.randrange(60)) + sep)
        dtxt = ("%g OD" % (dose * 2)) if case.tac_od else ("%g+%g" % (dose, dose))
        doc.raw(lv.ljust(5) + sep + dtxt.ljust(10) + sep +
                CL.creat(rng, C).ljust(5) + sep + act.ljust(28) + sep)
        k = rng.randrange(4)
        doc.put(inits[k] if rng.random() < 0.6 else users[k])
        doc.raw("\n")
    doc.raw("\nNotes:\n")
    notes = rng.sample(range(7), rng.randrange(2, 5))
    for k_note in notes:
        d2 = CM.past(case, 1, 80)
        doc.put(case.D(d2, style))
        doc.raw(": ")
        doc.fill(([
            "Spoke to {pt_init} on {ph_mob} - confirmed dose times 08:00/20:00. ",
            "Level high; pt has started {drug} from {chemist}. Advised to stop and contact "
            "{gpw}. ",
            "{nok_rel} {nok_first} rang on pt's behalf; new blister pack from {chemist}. ",
            "Discussed with {Dr} {cons_last}: accept level while on 3 mg BD. ",
            "Result from outside lab ({ref_hosp}) faxed to {unit_fax}; entered manually. ",
            "Pt away in {city} visiting family, bloods to be done locally. ",
            "Switch to Envarsus discussed with {pharm_fl}; conversion factor 0.7. ",
        ])[k_note], dict(X, drug=pick(rng, CL.INTERACTING)))
        k = rng.randrange(4)
        doc.raw("(")
        doc.put(inits[k])
        doc.raw(")\n")
    doc.fill("\nLast updated by {cns_user} from workstation {ip} at 16:%02d\n" %
             rng.randrange(60), X)


def biopsy_report(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    bx = CM.past(case, 1, 5)
    X["bxd"] = case.D(bx, "num")
    X["rep"] = case.D(case.visit, "num")
    X["lab"] = P(case.idnum(pick(rng, ["R", "BX", "NP", "H"])), "IDNUM")
    X["req"] = P(case.idnum("ORD"), "IDNUM")
    dx = pick(rng, ["TCMR", "AMR", "BKPyVAN", "CNI", "BL", "NR", "IGA", "TCMR"])
    sc, line = CL.banff(rng, dx)
    doc.fill("{hosp}\nDepartment of Cellular Pathology - Renal Pathology Service\n", X)
    doc.fill("Tel {unit_ph}\n\nRENAL TRANSPLANT BIOPSY REPORT\n\n", X)
    doc.fill("Lab No: {lab}     Order: {req}\n", X)
    CM.banner(doc, case, pick(rng, [2, 0]))
    doc.fill("Location: {ward}   ", X)
    doc.raw("Bed ")
    doc.put(P(str(rng.randrange(1, 30)), "LOCATION_OTHER"))
    doc.fill("\nRequesting clinician: {Dr} {cons_fl} (Transplant Nephrology)\n", X)
    doc.fill("Date of biopsy: {bxd}    Date reported: {rep}\n\n", X)
    doc.fill("CLINICAL DETAILS\n{age}-year-old {man}, {tx_type} kidney transplant {tx_date} "
             "({post} ago). Creatinine up from %s to %s %s. Tacrolimus %s %s. %s\n\n" % (
                 CL.creat(rng, C), CL.creat(rng, C), C.creat_unit, CL.tac_level(rng),
                 C.tac_unit, pick(rng, ["New DQ DSA (MFI 6000).", "BK viraemia 10^4 copies/mL.",
                                        "Protocol biopsy.", "Proteinuria uPCR 120 mg/mmol.",
                                        "?rejection ?CNI toxicity."])), X)
    doc.fill("PROCEDURE\nUltrasound-guided biopsy of the transplant kidney (%s iliac fossa), "
             "16G needle, %d passes, performed by {Dr} {reg_fl}. %s\n\n" % (
                 pick(rng, ["right", "left"]), rng.randrange(2, 4),
                 pick(rng, ["No immediate complications.", "Small perinephric haematoma on "
                            "post-procedure scan; Hb stable.", "Macroscopic haematuria settled "
                            "with bed rest."])), X)
    gl = rng.randrange(8, 40)
    doc.lit("MACROSCOPY\n%d cores of pale tan tissue, %d mm and %d mm.\n\n" % (
        2, rng.randrange(8, 20), rng.randrange(6, 18)))
    doc.lit("LIGHT MICROSCOPY\nUp to %d glomeruli, %d globally sclerosed. %s %s Arteries: %s.\n\n"
            % (gl, rng.randrange(0, max(1, gl // 4)),
               pick(rng, ["Moderate interstitial inflammation with tubulitis up to 8 cells per "
                          "tubular cross-section.", "Patchy mononuclear inflammation confined to "
                          "fibrotic areas (i-IFTA).", "Peritubular capillaritis is present.",
                          "Tubular epithelial nuclear inclusions with cytopathic change.",
                          "Tamm-Horsfall protein casts and acute tubular injury.",
                          "Kimmelstiel-Wilson-type nodules in two glomeruli (diabetic change).",
                          "No significant inflammation."]),
               pick(rng, ["Interstitial fibrosis approximately 20%.",
                          "Mild IFTA (<25%).", "Moderate IFTA (26-50%).", ""]),
               pick(rng, ["no intimal arteritis", "mild fibrous intimal thickening",
                          "nodular arteriolar hyalinosis", "transmural arteritis in one artery"])))
    doc.lit("IMMUNOFLUORESCENCE\nIgG -, IgA %s, IgM trace, C3 %s, C1q -, kappa/lambda "
            "unremarkable. C4d (IF) %s.\n" % (pick(rng, ["-", "2+ mesangial"]),
                                                pick(rng, ["-", "1+"]),
                                                pick(rng, ["negative", "diffuse PTC positive",
                                                           "focal (10-50%)"])))
    doc.lit("IMMUNOHISTOCHEMISTRY\nSV40 large T antigen: %s. CD3/CD20 performed.\n\n" % pick(
        rng, ["negative", "positive in scattered tubular nuclei", "negative"]))
    doc.lit("ELECTRON MICROSCOPY\n%s\n\n" % pick(rng, ["Not performed.", "Sample retained; EM to "
                                                       "follow in supplementary report.",
                                                       "No transplant glomerulopathy."]))
    doc.raw("BANFF LESION SCORES (Banff 2019)\n" + sc + "\n\n")
    doc.lit("DIAGNOSIS\nKidney transplant biopsy:\n - " + line + "\n\n")
    doc.fill("COMMENT\nFindings discussed by telephone with {Dr} {reg_last} on {rep} at "
             "%02d:%02d. " % (rng.randrange(9, 18), rng.randrange(60)), X)
    if rng.random() < 0.5:
        doc.fill("Correlation with DSA results (H&I lab ref {req}) recommended. ", X)
    if rng.random() < 0.3:
        doc.fill("Previous biopsy {prev} (lab no {plab}) showed borderline change.",
                 dict(X, prev=case.D(CM.past(case, 200, 900), "num"),
                      plab=P(case.idnum("R"), "IDNUM")))
    doc.raw("\n\n")
    doc.fill("Reported by: {Dr} {path_full}, %s" % (
        "Renal Pathologist" if C.code in ("US", "CA") else "Consultant Histopathologist"), X)
    if rng.random() < 0.7:
        doc.fill(" ({path_lic_label} {path_lic})", X)
    doc.fill("\nAuthorised: {rep}", X)
    if rng.random() < 0.5:
        doc.fill("   Secretary: {nurse2_fl} ext. ", X)
        doc.put(P("555" + str(rng.randrange(10, 100)), "PHONE"))
    doc.raw("\n")
    doc.fill("Copies: {Dr} {cons_last}; {dial_unit}\n", X)


def hla_report(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    X["samp"] = P(case.idnum("HLA"), "IDNUM")
    X["coll"] = case.D(CM.past(case, 2, 10), pick(rng, ["num", "iso"]))
    X["recv"] = case.D(CM.past(case, 0, 2), "num")
    X["prev"] = case.D(CM.past(case, 90, 400), "num")
    X["donorid"] = P(pick(rng, ["%s%d" % (pick(rng, ["D", "DN", "UNOS "]), rng.randrange(100000,
                                                                                          999999)),
                                 "%s-%05d" % (pick(rng, ["ODT", "ODR", "DON"]),
                                              rng.randrange(100000))]), "IDNUM")
    doc.fill("{hosp}\nHistocompatibility and Immunogenetics (H&I) Laboratory\n{hosp_addr}\n", X)
    doc.fill("Tel: {unit_ph}  Fax: {unit_fax}\n\n", X)
    doc.lit(pick(rng, ["HLA ANTIBODY SCREENING AND IDENTIFICATION REPORT",
                       "POST-TRANSPLANT DSA MONITORING REPORT",
                       "HLA ANTIBODY REPORT (LUMINEX SAB)"]) + "\n\n")
    CM.banner(doc, case, pick(rng, [0, 2]))
    doc.fill("Sample ID: {samp}   Collected: {coll}   Received: {recv}\n", X)
    doc.fill("Requesting clinician: {Dr} {cons_fl}   Location: Transplant Clinic\n", X)
    doc.fill("Clinical information: {post} post {tx_type} transplant; %s\n\n" % pick(
        rng, ["routine DSA surveillance", "rising creatinine ?AMR", "biopsy showed g2 ptc2",
              "planned steroid withdrawal", "non-adherence suspected"]), X)
    rt, dt = CL.typing(rng), CL.typing(rng)
    doc.raw("Recipient HLA type: " + ", ".join("%s, %s" % p for p in rt) + "\n")
    doc.fill("Donor ({donorid}) HLA type: ", X)
    doc.raw(", ".join("%s, %s" % p for p in dt) + "\n")
    doc.fill("HLA mismatch (A-B-DR): {mm}\n\n", X)
    doc.lit("Method: %s single antigen beads, baseline-normalised MFI; positive >%d MFI. "
            "C1q assay %s.\n\n" % (pick(rng, ["One Lambda LABScreen", "Immucor LIFECODES LSA"]),
                                   pick(rng, [1000, 1500, 2000]),
                                   pick(rng, ["not performed", "negative", "positive"])))
    doc.raw("Specificity  | MFI     | DSA | Previous\n")
    dsa_alleles = [a for p in dt for a in p]
    n = rng.randrange(2, 7)
    for _ in range(n):
        if rng.random() < 0.5:
            al = pick(rng, dsa_alleles)
        else:
            al = pick(rng, pick(rng, [CL.HLA_A, CL.HLA_B, CL.HLA_DR, CL.HLA_DQ]))
        isd = al in dsa_alleles
        doc.raw("%-12s | %-7d | %-3s | %d\n" % (CL.sero(al), rng.randrange(600, 16000),
                                                "YES" if isd else "no", rng.randrange(0, 9000)))
    doc.lit("\ncPRA: %d%%   Class I: %s   Class II: %s\n\n" % (
        rng.randrange(0, 99), pick(rng, ["negative", "positive"]),
        pick(rng, ["positive", "negative"])))
    doc.fill("INTERPRETATION\n%s Compared with previous sample ({prev}), %s.\n\n" % (
        pick(rng, ["De novo donor-specific antibody against the mismatched DQ antigen.",
                   "No donor-specific antibodies detected.",
                   "Persistent class II DSA; rising MFI.",
                   "Weak preformed class I DSA, below crossmatch-positive threshold."]),
        pick(rng, ["MFI has increased more than 50%", "no significant change",
                   "antibody newly detectable", "MFI has fallen after IVIG"])), X)
    if rng.random() < 0.5:
        doc.lit("Crossmatch (retrospective): CDC T-cell negative, flow cytometry B-cell %s "
                "(MCS %d).\n" % (pick(rng, ["positive", "negative"]), rng.randrange(20, 400)))
    doc.fill("\nReported by: {sci_full}, Clinical Scientist ({sci_lic_label} {sci_lic})\n", X)
    doc.fill("Authorised by: {Dr} {dr2_full}, %s, on {recv}\n" % (
        "HLA Laboratory Director" if C.code in ("US", "CA") else "Consultant Clinical Scientist"),
             X)
    if rng.random() < 0.4:
        doc.fill("Queries: {sci_email}\n", X)


def bk_note(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    doc.fill("BK POLYOMAVIRUS SURVEILLANCE - Transplant ID clinic note\n{hosp}\n", X)
    doc.fill("Date: {visit}   Clinician: {Dr} {reg_full} (Transplant Fellow) for {Dr} "
             "{cons_last}\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 1, 3]))
    doc.fill("\nTransplant {tx_date}, {tx_type}; induction {induction}. Current IS: ", X)
    doc.raw("; ".join(CM.immuno_lines(case)) + ".\n\n")
    doc.raw("BK PCR (plasma) trend:\n")
    n = rng.randrange(4, 9)
    d = case.visit - datetime.timedelta(days=14 * n)
    vals = []
    v = rng.randrange(200, 3000)
    peak = rng.randrange(n)
    bk_style = pick(rng, ["num", "dm", "abbr", "iso"])
    for i in range(n):
        d = d + datetime.timedelta(days=rng.randrange(10, 18))
        if d > case.visit:
            d = case.visit
        v = int(v * (rng.uniform(2, 6) if i <= peak else rng.uniform(0.2, 0.7)))
        vals.append(v)
        doc.raw("  ")
        doc.put(case.D(d, bk_style))
        doc.raw("  %s copies/mL  (log %.1f)  creat %s\n" % (
            "{:,}".format(v) if v > 500 else "<500", math.log10(max(v, 10)),
            CL.creat(rng, C)))
    doc.raw("\nAssessment:\n")
    doc.lit(pick(rng, [
        "Probable BKPyV-nephropathy given sustained viraemia >10^4 copies/mL; biopsy declined. ",
        "BK viraemia peaking at %s copies/mL with stable graft function. " % "{:,}".format(
            max(vals)),
        "Presumptive BK nephropathy; SV40 positive on recent biopsy. ",
    ]))
    doc.lit(pick(rng, [
        "Managed by reducing MMF by 50%, then stopping; tacrolimus target lowered to 4-6.",
        "Switched MMF to everolimus per 2019 AST IDCOP guideline; leflunomide not used.",
        "IVIG considered; discussed in MDT. Ciprofloxacin not recommended (no proven benefit).",
    ]) + "\n")
    if rng.random() < 0.5:
        doc.fill("Urine decoy cells seen. ", X)
    doc.lit("DSA screen requested because reduced immunosuppression increases rejection risk.\n")
    doc.raw("\nPlan:\n - BK PCR fortnightly until <1,000 copies/mL, then monthly\n")
    doc.fill(" - next bloods {nb} at {where}\n - results to {cns_fl} (CNS) - {unit_email}\n",
             dict(X, nb=case.D(CM.future(case, 7, 16), pick(rng, ["num", "wk"])),
                  where=pick(rng, [X["dial_unit"], X["practice"], X["hosp"]])))
    if rng.random() < 0.5:
        doc.fill(" - {pt_first} asked that results be texted to {ph_mob}\n", X)
    doc.fill("\n{reg_fi}, Transplant ID Fellow   {bleepw} {bleep}\n", X)
