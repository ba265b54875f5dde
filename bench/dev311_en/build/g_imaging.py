"""Genres: low-dose CT report, MDT outcome, incidental findings letter to GP."""
import pools as P
import ids as I
import clin as K
from core import (Doc, pick, chance, nm, doc_pieces, addr_pieces, ftime, plus,
                  workday, fdate, venue, room, phone, email_person, person, ward)
from ctx import Ctx, patient_header, letterhead, gp_block, signature, cc_block, age_phrase


def _nodules(rng):
    k = pick(rng, [0, 1, 1, 1, 2, 2, 3])
    return [K.nodule(rng) for _ in range(k)]


def _worst(nods, c):
    order = {"1": 0, "2": 1, "3": 2, "4A": 3, "4B": 4, "4X": 5}
    if not nods:
        return None, ("1", "Continue annual screening with LDCT in 12 months")
    best = max(nods, key=lambda n: order[K.lungrads(n)[0]])
    return best, K.lungrads(best)


def ldct_report(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    rad = cx.clin("radiologist")
    exam = workday(cx.today)
    hdr = rng.randrange(3)
    if hdr == 0:
        d.f("{HOSPITAL} - Department of Radiology\n", cx.site)
        d.t(pick(rng, ["DIAGNOSTIC IMAGING REPORT", "RADIOLOGY REPORT", "IMAGING REPORT - FINAL"]) + "\n\n")
    elif hdr == 1:
        d.t("CT THORAX LOW DOSE (%s)\n" % pick(rng, ["TLHC", "LCS", "SCREENING", "LUNG SCREEN"]))
        d.f("Site: {HOSPITAL}\n", cx.site)
    else:
        d.f("*** FINAL REPORT ***   {HOSPITAL} Imaging\n", cx.site)
    patient_header(d, cx, pick(rng, ["fields", "line", "caps"]), n_ids=2)
    d.f("Accession: {IDNUM}", I.accession(rng, c))
    if chance(rng, 0.6 if c in ("US", "CA") else 0.3):
        d.f("   {=}: {ACCOUNT}", pick(rng, ["Visit #", "Acct", "Encounter", "Episode"]), cx.acct)
    d.t("\n")
    d.t("Exam: %s\n" % pick(rng, ["CT Chest Low Dose Lung Cancer Screening (CPT 71271)" if c == "US" else "CT Chest low-dose screening",
                                  "LDCT thorax - lung screening", "CT THORAX WITHOUT CONTRAST (LOW DOSE)"]))
    d.f("Exam date: {DATE} {=}\n", cx.d(exam), ftime(rng))
    if chance(rng, 0.45):
        v = venue(rng, c, cx.site_town)
        d.f("Acquired on: mobile CT unit at {*}\n", v)
    d.t("Referrer: ")
    d.pc(doc_pieces(rng, cx.gp, pick(rng, ["title_last", "title_full", "full_cred"])))
    if chance(rng, 0.5):
        d.f(" ({HOSPITAL})", cx.gp_prac)
    d.t("\n")
    rnd = pick(rng, ["Baseline (T0)", "Incidence round (T1)", "3-month interval scan", "Annual repeat", "12-month surveillance"])
    d.t("Screening round: %s\n\n" % rnd)
    d.t("CLINICAL INDICATION\n")
    d.t("Lung cancer screening. ")
    d.pc(age_phrase(cx))
    d.t(", %s, %.0f pack-years. %s\n\n" % ("current smoker" if cx.current else "ex-smoker", cx.pky,
                                                  "PLCOm2012 %.2f%%." % cx.plco if c != "US" else "Meets USPSTF criteria."))
    d.t("TECHNIQUE\n")
    d.f("Volumetric low-dose acquisition, 1.0 mm reconstructions, lung and soft-tissue kernels; no IV contrast. Scanner %s (SN {DEVICE}).\n"
        % pick(rng, P.SCANNERS), I.device_sn(rng))
    d.t("CTDIvol %.1f mGy, DLP %d mGy.cm, estimated effective dose %.1f mSv. CAD volumetry (%s).\n\n"
        % (rng.uniform(0.6, 2.4), rng.randrange(25, 95), rng.uniform(0.4, 1.6), pick(rng, ["Veye", "syngo.CT Lung CAD", "LungVCAR"])))
    d.t("COMPARISON\n")
    if rnd.startswith("Baseline"):
        d.t("None available.\n\n")
    else:
        prior = plus(exam, -rng.randrange(80, 400))
        d.f("LDCT {DATE}", cx.d(prior))
        if chance(rng, 0.4):
            d.f(" ({HOSPITAL})", cx.site)
        d.t(".\n\n")
    nods = _nodules(rng)
    d.t("FINDINGS\n")
    d.t("Lungs: ")
    if not nods:
        d.t("No pulmonary nodules. ")
    elif chance(rng, 0.4) and len(nods) > 1:
        d.t("%d nodules.\n" % len(nods))
        d.t("  #  Lobe  Type          Size(mm)  Vol(mm3)  Image\n")
        for i, n in enumerate(nods, 1):
            d.t("  %d  %-5s %-13s %-9.1f %-9d %d/%d\n" % (i, n["lobe"], n["kind"], n["size"], n["vol"], n["se"], n["im"]))
    else:
        d.t("\n")
        for i, n in enumerate(nods, 1):
            d.t(K.nodule_line(rng, n, i) + ".\n")
    fs = K.findings(rng)
    d.t(fs[0][0] + "\nAirways: patent. Pleura: %s.\n" % pick(rng, ["no effusion", "normal", "minor apical pleural thickening"]))
    d.t("Heart/mediastinum: " + fs[1][0] + " No lymphadenopathy by size criteria.\n")
    for f, _ in fs[2:]:
        d.t("Other: " + f + "\n")
    d.t(pick(rng, ["No apical mass; no features to suggest a Pancoast tumour.\n", "",
                   "Note: Fleischner Society 2017 recommendations do not apply to screen-detected nodules.\n",
                   "Thyroid, adrenals and visualised upper abdomen otherwise unremarkable.\n"]))
    d.t("\nIMPRESSION\n")
    best, (cat, mgmt) = _worst(nods, c)
    s_mod = "S" if len(fs) > 2 else ""
    if c == "UK":
        if best is None:
            d.t("1. No significant pulmonary nodule. Routine recall.\n")
        else:
            d.t("1. Dominant nodule %s, volume %d mm3 (Brock %.1f%%). %s.\n" % (best["lobe"], best["vol"], best["brock"], K.bts(best)))
    else:
        d.t("1. Lung-RADS v2022 category %s%s. %s.\n" % (cat, s_mod, mgmt))
    pos = [f.rstrip(".") for f, _ in fs if "none" not in f and not f.startswith("No ")]
    d.t("2. Incidental: %s\n" % ("; ".join(pos) if pos else "no significant incidental findings."))
    fu = plus(exam, {"1": 365, "2": 365, "3": 182, "4A": 91}.get(cat, 14) if c != "UK" else (91 if best and 80 <= best["vol"] < 300 else 365))
    if cat in ("4B", "4X") and c != "UK":
        d.t("3. Result phoned to ")
        nv = cx.clin("nurse", 1)
        d.pc(doc_pieces(rng, nv, "full"))
        d.f(" (navigator) at {=} on {DATE}; fast-track nodule clinic referral made.\n", ftime(rng), cx.d(exam, "short"))
    else:
        d.f("3. Next LDCT due: {DATE}.\n", cx.d(fu, pick(rng, ["full", "month"])))
    d.t("\n")
    d.t("Reported by: ")
    d.pc(doc_pieces(rng, rad, pick(rng, ["title_full", "full_cred"])))
    d.f(", {=}  {=} {LICENSE}\n", rad["job"], I.lic_label(rng, c, "doc"), rad["lic"])
    d.f("Report date: {DATE} {=}\n", cx.d(plus(exam, rng.randrange(1, 6))), ftime(rng))
    if chance(rng, 0.5):
        r2 = cx.clin("radiologist", 1)
        d.t("Second read: ")
        d.pc(doc_pieces(rng, r2, pick(rng, ["title_last", "title_full"])))
        d.t(" - %s\n" % pick(rng, ["concordant", "concordant", "discordant on nodule 2 (resolved by consensus)"]))
    if chance(rng, 0.4):
        rg = cx.clin("radiographer")
        d.f("Radiographer: {DOCTOR}\n", nm(rng, rg, pick(rng, ["full", "init_last"])))
    if chance(rng, 0.35):
        d.f("{DOCTOR}/{DOCTOR}  D: {DATE}  T: {DATE}\n", nm(rng, rad, "initials3"), nm(rng, cx.clin("admin"), "lower_init"),
            cx.d(exam, "short"), cx.d(plus(exam, 1), "short"))
    return d


def mdt_outcome(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    meet = workday(cx.today)
    name = {"UK": ["LUNG CANCER MDT - OUTCOME FORM", "Lung MDT Outcome", "Thoracic MDT outcome record"],
            "US": ["MULTIDISCIPLINARY THORACIC TUMOR BOARD - SUMMARY", "Thoracic Tumor Board Note"],
            "CA": ["Thoracic Multidisciplinary Cancer Conference - Outcome", "MCC OUTCOME - LUNG"],
            "AU": ["LUNG MDM OUTCOME", "Thoracic Multidisciplinary Meeting - Outcome"]}[c]
    d.t(pick(rng, name) + "\n")
    d.f("Meeting date: {DATE}   Venue: {HOSPITAL}, {*}", cx.d(meet, pick(rng, ["full", "full", "AdMy" if c != "US" else "AMdy"])),
        cx.site, pick(rng, [["Seminar Room ", (str(rng.randrange(1, 5)), "LOCATION_OTHER")],
                            ["Boardroom ", (pick(rng, "ABC"), "LOCATION_OTHER")],
                            ["Room ", (str(rng.randrange(100, 450)), "LOCATION_OTHER")],
                            [("%s %s" % (pick(rng, P.SURNAMES), pick(rng, ["Postgraduate Centre", "Education Centre"])), "LOCATION_OTHER")]]))
    d.t(pick(rng, [" (+ video link)\n", "\n"]))
    chair = cx.clin("resp")
    d.t("Chair: ")
    d.pc(doc_pieces(rng, chair, pick(rng, ["title_full", "title_last"])))
    d.t("\nPresent: ")
    roles = rng.sample(["radiologist", "surgeon", "oncologist", "cns", "pathologist", "nurse", "resp"], rng.randrange(3, 7))
    for i, r in enumerate(roles):
        cl = cx.clin(r, 5)
        if i:
            d.t(", ")
        d.pc(doc_pieces(rng, cl, pick(rng, ["title_last", "full", "init_last"])))
        d.t(" (%s)" % {"radiologist": "Rad", "surgeon": "Surg", "oncologist": "Onc", "cns": "CNS", "pathologist": "Path",
                       "nurse": "LCS nurse", "resp": "Resp"}[r])
    d.t("\n\n")
    patient_header(d, cx, pick(rng, ["fields", "table", "line"]), n_ids=2)
    d.f("MDT case no: {IDNUM}\n", I.idnum(rng, "mdt"))
    ldct = plus(meet, -rng.randrange(14, 60))
    d.f("Source: screen-detected ({=}), LDCT {DATE}\n", cx.prog, cx.d(ldct))
    if c == "UK":
        d.f("Pathway: referral received {DATE}; 62-day target {DATE}\n", cx.d(plus(ldct, 3), "short"), cx.d(plus(ldct, 65)))
    d.t("\nSUMMARY\n")
    d.pc(age_phrase(cx))
    d.t(", %s (%.0f pk-yr), %s. " % ("current smoker" if cx.current else "ex-smoker", cx.pky, pick(rng, K.ECOG)))
    n = K.nodule(rng)
    n["size"] = max(n["size"], 9.0)
    d.t("%s nodule %s %.0f mm, %s margin." % (n["kind"].capitalize() if n["kind"] in ("solid", "part-solid") else "Solid",
                                               n["lobe"], n["size"], n["margin"]))
    pet = plus(ldct, rng.randrange(7, 20))
    if chance(rng, 0.75):
        d.f(" PET-CT {DATE}: SUVmax %.1f, no nodal or distant avidity." % rng.uniform(1.2, 14.0), cx.d(pet, pick(rng, ["full", "short"])))
    hk = rng.randrange(3)
    if hk == 0:
        d.f("\nHistology ({IDNUM}, {=} {DATE}): %s." % pick(rng, K.HISTO[:5] + [K.HISTO[6]]), I.idnum(rng, "specimen"),
            pick(rng, ["CT-guided biopsy", "EBUS-TBNA station 7", "navigational bronchoscopy"]), cx.d(plus(pet, rng.randrange(3, 14)), "short"))
        d.t("\nStage: %s. " % pick(rng, K.TNM))
        outs = [K.MDT_OUTCOMES[i] for i in (0, 1, 6, 8)]
    elif hk == 1:
        d.f("\nHistology ({IDNUM}, {DATE}): %s." % K.HISTO[5], I.idnum(rng, "specimen"), cx.d(plus(pet, rng.randrange(3, 14)), "short"))
        d.t("\n")
        outs = [K.MDT_OUTCOMES[5], K.MDT_OUTCOMES[2]]
    else:
        d.t("\nNo tissue diagnosis yet. Radiological stage %s. " % pick(rng, K.TNM[:4]))
        outs = [K.MDT_OUTCOMES[i] for i in (2, 3, 4, 7, 1)]
    d.t("PFTs: FEV1 %d%% pred, TLCO %d%% pred.\n" % (rng.randrange(45, 105), rng.randrange(38, 95)))
    d.t("Comorbidities: %s.\n" % ", ".join(rng.sample(P.COMORBID, 3)))
    k = rng.randrange(3)
    if k == 0:
        d.f("Social: lives with {=} {FAMILY}; independent; ex-{PROFESSION}.\n", cx.nok_rel, nm(rng, cx.nok, "first"), cx.job)
    elif k == 1:
        d.f("Social: lives alone in {CITY}; {=} {FAMILY} nearby; retired {PROFESSION}.\n", cx.home, cx.nok_rel, nm(rng, cx.nok, "full"), cx.job)
    else:
        d.f("Social: retired {PROFESSION}, drives, main carer for {FAMILY}.\n", cx.job, nm(rng, cx.nok, "full"))
    d.t("\nMDT OUTCOME\n")
    d.t(pick(rng, outs) + ".\n")
    d.t("\nACTIONS\n")
    acts = [("cns", "Inform patient of outcome and book clinic"), ("surgeon", "Surgical clinic review"),
            ("oncologist", "Oncology review re SABR"), ("radiologist", "Arrange CT-guided biopsy"),
            ("nurse", "Update screening record and suspend routine recall")]
    if hk == 1:
        acts = [acts[0], acts[4], ("gp", "Return to routine screening recall; GP letter")]
    elif hk == 0:
        acts = acts[:3] + [acts[4]]
    rng.shuffle(acts)
    for r, a in acts[:rng.randrange(2, 4)]:
        cl = cx.clin(r, 5)
        d.t("- %s: " % a)
        d.pc(doc_pieces(rng, cl, pick(rng, ["title_last", "init_last", "full"])))
        d.f(" by {DATE}\n", cx.d(plus(meet, rng.randrange(3, 15)), "short"))
    cns = cx.clin("cns", 5)
    d.t("\nKey worker: ")
    d.pc(doc_pieces(rng, cns, "full_cred"))
    d.f(", tel {PHONE}", phone(rng, c, ext=True))
    if chance(rng, 0.4):
        d.f(", bleep {PHONE}", pick(rng, ["555%d" % rng.randrange(10), "5551%02d" % rng.randrange(100)]))
    d.t("\n")
    if chance(rng, 0.5):
        d.f("Inpatient? No. Last admission: {HOSPITAL}, {HOSPITAL} ({DATE}), %s.\n" % pick(rng, ["IECOPD", "CAP", "chest pain", "fall"]),
            ward(rng), cx.site, cx.d(plus(meet, -rng.randrange(100, 900)), "month"))
    d.t("GP informed: ")
    d.pc(doc_pieces(rng, cx.gp, pick(rng, ["title_last", "title_full"])))
    d.f(" ({HOSPITAL}) via %s.\n" % pick(rng, ["secure email", "letter", "EHR message"]), cx.gp_prac)
    co = cx.clin("admin", 5)
    d.t("Recorded by: ")
    d.pc(doc_pieces(rng, co, "full"))
    d.t(", MDT Coordinator")
    if chance(rng, 0.5):
        d.f(" ({USERNAME})", co["user"])
    d.t("\n")
    return d


def incidental_letter(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    letterhead(d, cx)
    lday = workday(plus(cx.today, rng.randrange(3, 20)))
    d.f("Date: {DATE}\n", cx.d(lday))
    ini = nm(rng, cx.clin("resp"), "initials3")
    d.f("Our ref: {IDNUM}/{DOCTOR}/{DOCTOR}\n\n", cx.pid, ini, nm(rng, cx.clin("admin"), "lower_init"))
    d.t("PRIVATE AND CONFIDENTIAL\n")
    gp_block(d, cx)
    if chance(rng, 0.6):
        d.t("Dear ")
        d.pc(doc_pieces(rng, cx.gp, "title_last"))
        d.t(",\n\n")
    else:
        d.t("Dear Colleague,\n\n")
    d.f("Re: {*}, DOB {DATE}", [cx.pname(pick(rng, ["full", "fml", "LAST_First"]))], cx.dob_s())
    idp = cx.id_pairs(1)[0]
    d.f(", {=} {%s}\n" % idp[2], idp[0], idp[1])
    d.f("    {*}\n\n", addr_pieces(rng, cx.addr))
    scan = plus(lday, -rng.randrange(7, 30))
    d.pc(cx.pt_title())
    d.f(" attended the {=} on {DATE} and had a low-dose CT scan of the chest", cx.prog, cx.d(plus(scan, -rng.randrange(0, 20))))
    if chance(rng, 0.5):
        d.f(" on {DATE}", cx.d(scan))
    d.t(". ")
    d.t(pick(rng, ["No lung nodules requiring further investigation were seen. ",
                   "A small nodule is being followed up by the %s and no action is needed from you for this. ",
                   "The lung findings are being managed directly by our nodule team. "]).replace("%s", "programme" if c in ("UK", "AU") else "program"))
    d.t("The scan showed the following incidental findings, for which we would be grateful if you could take the actions below:\n\n")
    fs = [f for f in K.findings(rng, rng.randrange(1, 3)) if f[1] and "none" not in f[0] and not f[0].startswith("No ")]
    for i, (f, a) in enumerate(fs, 1):
        d.t("%d. %s\n   Suggested action: %s.\n" % (i, f, a))
    d.t("\n")
    d.t(pick(rng, ["We have told the patient that their GP practice will contact them about these findings.",
                   "The participant has been informed in writing that there are findings for you to discuss with them.",
                   "We have not discussed these findings in detail with the patient."]) + " ")
    nxt = plus(scan, pick(rng, [365, 730, 91]))
    d.f("Their next screening scan is due in {DATE}.", fdate(rng, nxt, c, "month"))
    if chance(rng, 0.5):
        d.t(" QRISK3 at the health check was %.1f%%; current lipid profile not available to us." % rng.uniform(8, 34))
    d.t("\n\nIf you have any questions please contact the %s team on " % ("programme" if c in ("UK", "AU") else "program"))
    d.f("{PHONE} or {EMAIL}.\n\n", cx.site_tel, cx.site_email)
    signature(d, cx, cx.clin(pick(rng, ["resp", "radiologist"])))
    cc_block(d, cx, patient=chance(rng, 0.6))
    return d
