"""Genres: mammogram / ultrasound / MRI report; core biopsy histology report."""
import clinical as K
import ctxlib as X
import pools_places as PL


def _ts(r):
    return " %02d:%02d" % (r.randint(7, 19), r.randrange(60))


def imaging_report(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    us = w.cc in ("US", "CA")
    site = (r.choice(PL.IMAGING_SITES), "HOSPITAL") if r.random() < 0.4 else c["hosp"]
    acc = w.accession("rad")
    exam_d = w.today
    prior = w.days(-r.randint(300, 900))
    kind = r.choice(["diag", "diag", "diag", "mri", "loc", "screen"])
    if w.sex == "M":
        kind = "diag"
    d.f("{site}\n{dept}\n", c, site=site, dept=r.choice(["Breast Imaging", "Department of Radiology - Breast",
                                                          "Women's Imaging", "Breast Screening & Assessment"]))
    if r.random() < 0.5:
        d.f("Tel {tel}  Fax {fax}\n", c, tel=w.phone(), fax=(w.phone()[0], "FAX"))
    d.add("\n")
    if r.random() < 0.5:
        d.f("PATIENT: {pt_CAPS}    {sx}    DOB: {dob}    AGE: {age}\n{mrn_l}: {mrn}    ACCESSION: {acc}\n",
            c, sx=w.sex, acc=acc)
    else:
        d.f("Name: {pt_caps}\nDOB: {dob} ({age} yrs)\n{mrn_l}: {mrn}\nAccession No: {acc}\n", c, acc=acc)
    if w.natid and r.random() < 0.5:
        d.f("{natid_l}: {natid}\n", c)
    if us and r.random() < 0.6:
        d.f("Encounter: {acct}   Ins: {plan}\n", c)
    lab, lic = w.license("doctor")
    d.f("Referring clinician: {refc}{lic}\nExam date: {ed}{tm}\n\n", c,
        refc=r.choice([c["cons"], c["gp"]]),
        lic=[" (", lab, " ", lic, ")"] if us and r.random() < 0.5 else "",
        ed=w.date(exam_d), tm=_ts(r))
    if kind == "mri":
        d.f("EXAMINATION: MRI BREASTS BILATERAL WITH AND WITHOUT CONTRAST\n\n"
            "CLINICAL INDICATION: {ind}\n\nTECHNIQUE: 3T {scanner}, dedicated 16-channel breast coil. "
            "Axial T1, STIR, DCE (gadobutrol 0.1 mmol/kg, Gadovist) with subtractions and MIPs. "
            "eGFR {egfr} on {eg}.\n\nCOMPARISON: Mammogram and US {pr}.\n\n", c,
            ind=r.choice(["Newly diagnosed %s %s, extent of disease." % (t["side"], "ILC"),
                          "Discordant mammographic and US size; dense breasts.",
                          "Implant integrity assessment, %d-year-old silicone implants." % r.randint(8, 22),
                          "High-risk screening, BRCA2 carrier."]),
            scanner=r.choice(["Siemens MAGNETOM Vida", "GE SIGNA Premier", "Philips Ingenia"]),
            egfr=r.randint(60, 90), eg=w.date(w.days(-r.randint(2, 20))), pr=w.date(prior))
        d.f("FINDINGS:\nBackground parenchymal enhancement: {bpe}. Fibroglandular tissue: {fgt}.\n"
            "{Side} breast: irregular enhancing mass at {cl} o'clock, {s} x {s2} x {s3} mm, type III "
            "(washout) kinetics, corresponding to the biopsied lesion (clip artefact seen). {extra}\n"
            "Contralateral breast: no suspicious enhancement.\nAxillae: no morphologically abnormal nodes. "
            "Internal mammary chain unremarkable.\n\n", c,
            bpe=r.choice(["minimal", "mild", "moderate"]), fgt=r.choice(["b", "c", "d"]),
            Side=t["Side"], cl=t["clock"], s=t["size"], s2=t["size2"], s3=max(5, t["size2"] - 3),
            extra=r.choice(["No additional lesions.", "Non-mass enhancement extends 15 mm anteriorly "
                            "towards the nipple (possible DCIS).", "Satellite 6 mm focus 2 cm inferior - "
                            "second-look US advised."]))
        d.f("IMPRESSION: BI-RADS {b}. {imp}\n\n", c, b=r.choice(["6", "6", "4A", "3"]),
            imp=r.choice(["Known malignancy, unifocal; suitable for breast-conserving surgery.",
                          "Recommend second-look US +/- biopsy before definitive surgery.",
                          "Intact implants, no intracapsular or extracapsular rupture (no linguine sign)."]))
    elif kind == "loc":
        ldev = r.choice(["Magseed", "Magseed", "Savi Scout reflector", "Sirius Pintuition seed"])
        d.f("PROCEDURE: US-GUIDED {dev} LOCALISATION, {SIDE} BREAST\n\n", c,
            dev=ldev.upper(), SIDE=t["SIDE"])
        d.f("Consent obtained verbally and in writing. Time-out performed with {rg}. Under aseptic "
            "technique and 1% lidocaine, an 18G {dev} was deployed into the {side} breast lesion at "
            "{cl} o'clock (previously clip-marked). Post-procedure 2-view mammogram confirms the seed "
            "within 2 mm of the {clip} clip. {SN}\n\nSurgery scheduled {sd} with {cons}. Seed position "
            "annotated on PACS ({ip}).\n\n", c, rg=c["radiog"], dev=ldev,
            side=t["side"], cl=t["clock"], clip=r.choice(["HydroMARK", "UltraClip", "ribbon"]),
            SN=["Seed lot ", w.serial("lot"), "."] if r.random() < 0.6 else "",
            sd=w.date(w.wd(r.randint(1, 20))), ip=w.ip())
    else:
        scr = kind == "screen"
        d.f("EXAMINATION: {ex}\n\nCLINICAL HISTORY: {hx}\n\nCOMPARISON: {cmp}\n\n", c,
            ex="SCREENING MAMMOGRAM BILATERAL 2V WITH DBT" if scr else r.choice([
                "DIAGNOSTIC MAMMOGRAM BILATERAL WITH TOMOSYNTHESIS; %s BREAST ULTRASOUND" % t["SIDE"],
                "Bilateral mammography (CC/MLO) and targeted %s breast US" % t["side"]]),
            hx=("Recall from screening - %s breast asymmetry." % t["side"] if scr else r.choice([
                    "Palpable %s breast lump, %d o'clock." % (t["side"], t["clock"]),
                    "%s nipple inversion, new." % t["Side"],
                    ["Palpable lump. FHx: mother breast ca aged ", (str(r.randint(40, 70)), "AGE"), "."]])),
            cmp=["Prior exams dated ", w.date(prior), " and ", w.date(prior.replace(year=prior.year - 1)),
                 " (", site, ")."] if r.random() < 0.7 else "None available.")
        if us:
            d.f("BREAST COMPOSITION: {comp}\n\nFINDINGS:\nMammogram: {mf}\nUltrasound: {uf}\n\n"
                "IMPRESSION:\n{imp}\nBI-RADS {b}\n\nRECOMMENDATION: {rec}\n\n", c,
                comp=r.choice(["(b) scattered areas of fibroglandular density",
                               "(c) heterogeneously dense, which may obscure small masses",
                               "(d) extremely dense"]),
                mf="Irregular high-density mass with spiculated margins in the %s breast at %d o'clock, "
                   "middle depth, with associated fine pleomorphic calcifications." % (t["side"], t["clock"]),
                uf="%d o'clock, %d cm FN: irregular hypoechoic mass, not parallel, %d x %d x %d mm, "
                   "angular margins, internal vascularity on color Doppler. Axilla: %s." % (
                       t["clock"], t["fn"], t["size"], t["size2"], max(4, t["size2"] - 2),
                       r.choice(["normal", "one node with 5 mm eccentric cortical thickening"])),
                imp="Suspicious %s breast mass." % t["side"], b=t["birads"],
                rec="US-guided core biopsy, scheduled %s." % "for next available")
        else:
            d.f("FINDINGS:\nMammography: {den}. {mf}\nUltrasound: {uf}\n\nCONCLUSION:\n{con}\n\n", c,
                den=r.choice(["Predominantly fatty breasts (ACR A)", "Scattered fibroglandular density (ACR B)",
                              "Heterogeneously dense (ACR C)"]),
                mf="%s breast: %s at %d o'clock, %d cm from the nipple. %s" % (
                    t["Side"], r.choice(["spiculate mass", "area of architectural distortion",
                                         "well-defined round mass", "cluster of pleomorphic microcalcification"]),
                    t["clock"], t["fn"], r.choice(["Contralateral breast normal.", "Benign vascular "
                                                   "calcification bilaterally.", "Stable benign "
                                                   "intramammary node right UOQ."])),
                uf="%d x %d mm irregular hypoechoic lesion with posterior acoustic shadowing; "
                   "axillary nodes %s." % (t["size"], t["size2"], r.choice(["normal (U1)", "indeterminate, "
                                                                            "cortex 3.5 mm (U3)"])),
                con="%s %s / %s - suspicious for malignancy. Proceed to US-guided 14G core biopsy "
                    "today%s." % (t["Side"], t["m"], t["u"], r.choice(["", " and FNA of the axillary node"])))
        if r.random() < 0.6:
            d.f("Findings discussed with the patient {by} on {dd}{tm}.\n\n", c,
                by=r.choice(["in person", "by telephone", "in clinic"]),
                dd=w.date(exam_d), tm=_ts(r))
    # sign off
    who = w.rad
    d.f("Reported by: {rad}{cred}\n", c, cred=(", " + who.cred) if who.cred else "")
    if r.random() < 0.4:
        d.f("Second reader: {r2}\n", c, r2=w.clin("doctor").t_full())
    d.f("Verified: {vd}{tm}\n", c, vd=w.date(w.days(r.randint(0, 2))), tm=_ts(r))
    if r.random() < 0.6:
        d.frag(X.audit(w, c, who=w.rad))
        d.add("\n")
    if us and r.random() < 0.5:
        d.add("MQSA-certified facility. This report was generated with speech recognition (PowerScribe 360); "
              "minor transcription errors may occur.\n")


def histology_report(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    us = w.cc in ("US", "CA")
    lab = (r.choice(PL.LABS), "HOSPITAL") if r.random() < 0.5 else c["hosp"]
    spec = w.accession("path")
    coll = w.today
    recd = w.days(r.randint(0, 1))
    rep = w.wd(r.randint(2, 6))
    benign = r.random() < 0.25
    d.f("{lab}\n{dept}\nEnquiries: {tel}\n\n", c, lab=lab,
        dept=r.choice(["Department of Cellular Pathology", "Histopathology", "Anatomical Pathology",
                       "Surgical Pathology"]),
        tel=w.phone(ext=r.random() < 0.5))
    d.f("{hd}\n\n", c, hd="SURGICAL PATHOLOGY REPORT" if us else "HISTOPATHOLOGY REPORT")
    d.f("Specimen No: {spec}\nPatient: {pt_CAPS}\nDOB: {dob}   Age: {age}   Sex: {sx}\n", c,
        spec=spec, sx=w.sex)
    d.frag(["{}: ".format(c["mrn_l"]), c["mrn"]])
    if w.natid:
        d.frag(["   ", c["natid_l"], ": ", c["natid"]])
    d.f("\nRequested by: {req}   Location: {loc}\nCollected: {cd}   Received: {rd}   Reported: {pd}\n\n",
        c, req=r.choice([c["cons"], c["rad"], c["reg"]]),
        loc=r.choice([[c["centre"]], ["Breast Clinic, ", c["hosp"]], [c["hosp2"]]]),
        cd=w.date(coll), rd=w.date(recd), pd=w.date(rep))
    side, cl, fn = t["Side"], t["clock"], t["fn"]
    ncore = r.randint(2, 6)
    d.f("CLINICAL DETAILS:\n{cd}\n\nSPECIMEN:\n{sp}\n\n", c,
        cd=r.choice(["%s breast %d o'clock %d cm FN, %s, %s. ?carcinoma" % (side, cl, fn, t["u"], t["m"]),
                     ["%s breast mass %d mm on US (U%s). Previous contralateral WLE " % (
                         side, t["size"], t["u"][-1]), (str(w.today.year - r.randint(3, 15)), "DATE"), "."],
                     "%s breast calcification R%s, stereo VAB." % (side, r.choice(["4", "5"]))]),
        sp="%s breast %d o'clock - US-guided %s core biopsy x%d" % (side, cl, r.choice(["14G", "14G", "12G", "VAB 10G"]),
                                                                     ncore))
    d.f("MACROSCOPY:\n{n} cores of pale tan tissue, {a}-{b} mm in length. All embedded in {blk}. "
        "{x}\n\n", c, n=ncore, a=r.randint(5, 9), b=r.randint(10, 19),
        blk=r.choice(["A1", "A1-A2", "A1 (3 levels)"]), x=r.choice(["Specimen X-ray: calcification present in 2 cores.",
                                                                 "Time in formalin: 6 h 10 min.", ""]))
    if benign:
        bn = r.choice(K.BENIGN[:9] if w.sex == "F" else K.BENIGN[-1:])
        d.f("MICROSCOPY:\nThe cores show {b}. No atypia. No in situ or invasive malignancy.\n\n"
            "CONCLUSION:\n{S} breast core biopsy: {b2}.\nB{cat} - {catw}.\n\n", c,
            b=bn, S=side, b2=bn.replace("a ", "", 1) if bn.startswith("a ") else bn,
            cat="3" if "papilloma" in bn or "phyllodes" in bn else "2",
            catw="lesion of uncertain malignant potential" if "papilloma" in bn or "phyllodes" in bn
            else "benign")
    else:
        d.f("MICROSCOPY:\nThe cores are extensively infiltrated by {h}. Tubule formation {tu}, nuclear "
            "pleomorphism {pl}, mitoses {mi} per 10 HPF (score {ms}). Provisional grade {g} (Nottingham "
            "modification of Bloom-Richardson). {dc} Lymphovascular invasion {lvi}. {calc}\n\n", c,
            h=t["hist"], tu=t["tub"], pl=t["ple"], mi=r.randint(1, 22), ms=t["mit"], g=t["grade"],
            dc="No DCIS." if t["dcis"] == "none" else "Associated DCIS, %s nuclear grade, solid and "
            "cribriform." % t["dcis"], lvi=t["lvi"],
            calc=r.choice(["Microcalcification present within DCIS.", "", "E-cadherin: negative (lobular)."
                           if "lobular" in t["hist"] else "E-cadherin: positive (membranous)."]))
        d.f("IMMUNOHISTOCHEMISTRY (block A1):\nER: Allred {er}/8 ({erp}% strong)\nPR: Allred {pr}/8\n"
            "HER2: {her2} ({clone})\nKi-67: {ki}%\n\n", c, er=t["er"], erp=r.choice([0, 5, 40, 80, 90, 95]),
            pr=t["pr"], her2=t["her2"], clone=r.choice(["Ventana 4B5", "HercepTest", "Ventana 4B5, "
                                                         "ASCO/CAP 2018 criteria"]), ki=t["ki67"])
        if "2+" in t["her2"]:
            d.f("HER2 ISH (dual-probe, {lab2}, ref {ref}): HER2/CEP17 ratio {ratio}, mean HER2 copy "
                "number {cn} per cell.\n\n", c, lab2=(r.choice(PL.LABS), "HOSPITAL"), ref=w.accession("other"),
                ratio="%.2f" % r.uniform(1.1, 3.2), cn="%.1f" % r.uniform(2.4, 7.5))
        d.f("CONCLUSION:\n{S} breast {cl} o'clock core biopsy: {h}, grade {g}{dc}.\n{bcat}\n"
            "{rec}\n\n", c, S=side, cl=cl, h=t["short"], g=t["grade"],
            dc="" if t["dcis"] == "none" else " with DCIS", bcat="B5b - malignant (invasive)",
            rec=t["receptor"])
        d.f("SNOMED: {sno}\n", c, sno=r.choice(["T04000 M85003", "T04020 M85203", "T04000 M85003 M85002"]))
    if r.random() < 0.5:
        d.f("For discussion at the breast MDM on {md} (MDT ref {mref}).\n", c,
            md=w.date(w.wd(r.randint(2, 8)), "wd_dmy" if w.cc != "US" else "wd_md"), mref=w.accession("mdt"))
    d.add("\n")
    d.f("Reported by: {path}{cr}\n", c, cr=", " + w.path.cred if w.path.cred else "")
    lab_, lic = w.license("doctor")
    if r.random() < 0.5:
        d.frag([lab_, ": ", lic, "\n"])
    if r.random() < 0.4:
        d.f("Dictated by {path} / transcribed by {tr}\n", c, tr=w.typist.full())
    d.f("Authorised {ad}{tm} - {ua}\n", c, ad=w.date(rep), tm=_ts(r), ua=w.path.username(r))
    if r.random() < 0.4:
        d.frag(["Copy to: ", c["gp"], ", ", c["practice"], "; ", c["bcn"], " (", r.choice(["BCN", "Breast CNS",
                                                                                           "Nurse Navigator"]), ")\n"])
    if r.random() < 0.5:
        d.add("Reported in line with the %s; HER2 per %s.\n" % (
            r.choice(["Royal College of Pathologists breast dataset (2016)", "RCPath G148 dataset (2016)",
                      "CAP breast biomarker protocol (v1.5.0.0, 2023)"]),
            r.choice(["ASCO/CAP HER2 testing guideline (2018 update)", "UK HER2 guidelines (2015)"])))
    d.add(r.choice(["*** END OF REPORT ***", "-- end --", "This report has been electronically authorised."]))
