"""Radiology reports."""
from phi import Doc, P, F, U
from common import (make_patient, team, dr, sign_line, time_str, he, his, make_gp, sex_word, lic, sec_initials)


def exams(ctx, pt):
    """List of (key, exam name, sex or None, history, technique, findings(list), impression(list), critical)."""
    fem = pt.sex == "F"
    E = [
        ("ct_appx", "CT Abdomen and Pelvis with IV contrast", None, "RIF pain, raised WCC. ?appendicitis",
         "Portal venous phase axial images with coronal and sagittal reformats. 100 ml Omnipaque 350.",
         ["Appendix: dilated to 12 mm with mural hyperenhancement and periappendiceal fat stranding. Appendicolith at the base.",
          "No extraluminal gas or drainable collection.", "Liver, spleen, pancreas, adrenals and kidneys unremarkable.",
          "No free fluid. No lymphadenopathy.", "Lung bases clear."],
         ["Acute appendicitis with appendicolith. No perforation or abscess."], True),
        ("ct_div", "CT Abdomen/Pelvis with contrast", None, "LIF pain, fever, CRP 210",
         "Axial portal venous phase, multiplanar reformats.",
         ["Sigmoid diverticulosis with segmental wall thickening and pericolic inflammatory change.",
          "Rim-enhancing pericolic collection measuring 4.1 x 3.2 cm with a locule of gas.", "No free intraperitoneal gas.",
          "Liver contains a 9 mm simple cyst in segment 7.", "Bladder unremarkable."],
         ["Complicated sigmoid diverticulitis with 4.1 cm pericolic abscess (Hinchey Ib), amenable to percutaneous drainage."], True),
        ("ct_sbo", "CT Abdomen and Pelvis (IV contrast)", None, "Vomiting, distension, previous laparotomy",
         "Portal venous phase.",
         ["Multiple dilated fluid-filled small bowel loops up to 38 mm with transition point in the right lower quadrant.",
          "Collapsed distal ileum and colon. Small-bowel faeces sign proximal to the transition.",
          "Normal mural enhancement. No pneumatosis, mesenteric swirl or free gas.", "Small volume free fluid in pelvis."],
         ["Small bowel obstruction with single transition point in RLQ, likely adhesional.", "No CT features of closed loop or ischaemia."], False),
        ("cxr", "XR Chest (portable AP)", None, "Post-op, new NG tube and CVC - position?",
         "Single AP supine view.",
         ["NG tube tip projects below the left hemidiaphragm within the stomach.",
          "Right IJ central line tip projects at the cavoatrial junction.", "Bibasal linear atelectasis. No pneumothorax.",
          "Heart size normal for projection."],
         ["Satisfactory NG tube and CVC positions. Bibasal atelectasis."], False),
        ("ctpa", "CT Pulmonary Angiogram", None, "Post-op day 3, tachycardia, SpO2 89%. ?PE",
         "Bolus-tracked pulmonary arterial phase.",
         ["Filling defects in the right lower lobe segmental and subsegmental arteries.",
          "RV:LV ratio 0.8; no reflux of contrast into the IVC.", "Small right pleural effusion with adjacent atelectasis.",
          "No consolidation. Mediastinum normal."],
         ["Acute right lower lobe segmental pulmonary emboli. No CT evidence of right heart strain."], True),
        ("us_gb", "US Abdomen (RUQ)", None, "RUQ pain, deranged LFTs",
         "Grey-scale and colour Doppler.",
         ["Gallbladder distended with multiple mobile calculi up to 14 mm and a 5 mm thick oedematous wall.",
          "Positive sonographic Murphy sign. Pericholecystic fluid present.", "CBD 5 mm. No intrahepatic duct dilatation.",
          "Liver normal echotexture. Pancreas partially obscured."],
         ["Acute calculous cholecystitis. No biliary dilatation."], False),
        ("mrcp", "MRCP", None, "Gallstone pancreatitis, rising bilirubin",
         "Heavily T2-weighted 3D and thick-slab images.",
         ["7 mm filling defect in the distal CBD consistent with a calculus. CBD 9 mm.",
          "Multiple gallbladder calculi.", "Pancreas mildly oedematous, no necrosis or collection.", "Normal pancreatic duct."],
         ["Choledocholithiasis (7 mm distal CBD stone). Suggest ERCP."], False),
        ("cthead", "CT Head (non-contrast)", None, "Unwitnessed fall on ward, on apixaban",
         "Axial 5 mm and thin-section bone algorithm.",
         ["No intracranial haemorrhage, mass effect or midline shift.", "Age-appropriate involutional change.",
          "Mild periventricular white matter low attenuation.", "No skull vault fracture."],
         ["No acute intracranial abnormality."], False),
    ]
    if fem:
        E += [
            ("mri_pelvis", "MRI Pelvis (endometriosis protocol)", "F", "Dysmenorrhoea, dyspareunia. ?deep endometriosis",
             "Multiplanar T2, T1 fat-sat, vaginal and rectal gel.",
             ["Uterus anteverted, 9.1 x 5.2 x 4.8 cm. Junctional zone thickened to 14 mm posteriorly (adenomyosis).",
              "Left ovarian endometrioma 3.4 cm (T1 hyperintense, T2 shading).",
              "Nodule of deep endometriosis at the left uterosacral ligament, 11 mm, tethering the rectosigmoid.",
              "Right ovary normal with follicles. No hydronephrosis."],
             ["Deep infiltrating endometriosis (left USL, rectosigmoid tethering), left endometrioma and adenomyosis."], False),
            ("us_tv", "US Pelvis (transabdominal and transvaginal)", "F", "Postmenopausal bleeding",
             "TA and TV with patient consent; chaperone present.",
             ["Uterus retroverted, 7.8 cm. Endometrium 9 mm, heterogeneous, with a possible 8 mm polyp.",
              "Both ovaries atrophic, no adnexal mass.", "No free fluid."],
             ["Thickened endometrium (9 mm) in PMB - refer for hysteroscopy and biopsy."], False),
            ("us_cyst", "US Pelvis (TV)", "F", "Left iliac fossa pain, ?ovarian cyst",
             "Transvaginal scan.",
             ["Left ovary contains a 5.6 cm unilocular anechoic cyst with thin wall, no solid component, no flow (O-RADS 2).",
              "Right ovary normal. Uterus normal, endometrium 6 mm.", "Small volume free fluid in the POD."],
             ["Simple left ovarian cyst 5.6 cm (O-RADS 2). Suggest repeat scan in 8-12 weeks."], False),
            ("hsg", "Hysterosalpingogram", "F", "Subfertility, 2 years. Tubal patency",
             "Cervical cannulation, 10 ml water-soluble contrast under fluoroscopy.",
             ["Normal uterine cavity outline.", "Right tube fills and shows free peritoneal spill.",
              "Left tube dilated distally (hydrosalpinx) with no spill."],
             ["Left distal tubal occlusion with hydrosalpinx. Right tube patent."], False),
            ("mammo", "Bilateral diagnostic mammogram and left breast ultrasound", "F", "Palpable lump left breast 2 o'clock",
             "CC and MLO views; targeted US.",
             ["Heterogeneously dense breasts (ACR C).", "Left breast 2 o'clock, 4 cm FN: irregular hypoechoic mass 14 x 11 mm with angular margins.",
              "No suspicious axillary nodes.", "Right breast: no suspicious finding."],
             ["Left breast mass, BI-RADS 4C. US-guided core biopsy recommended - booked."], False),
        ]
    return E


EXTRA_FINDINGS = {
    "ct": ["Liver: normal size and attenuation; no focal lesion.", "Gallbladder: no radio-opaque calculi.",
           "Pancreas: normal bulk, no peripancreatic stranding.", "Spleen: normal size.", "Adrenals: unremarkable.",
           "Kidneys: symmetrical enhancement, no hydronephrosis. 6 mm simple cyst left lower pole.",
           "Bladder: partially distended, unremarkable.", "Aorta: normal calibre with mild calcified atheroma.",
           "Bones: degenerative change lower lumbar spine; no aggressive lesion.", "Lung bases: minor dependent atelectasis."],
    "us": ["Liver: normal echotexture, 14.2 cm.", "Spleen 10 cm.", "Kidneys: right 10.8 cm, left 11.1 cm, no hydronephrosis.",
           "Aorta: not dilated where seen.", "No free fluid.", "Bladder: well distended, normal wall."],
    "mr": ["Bladder: normal.", "Bowel: no mural thickening.", "Bones: normal marrow signal.", "No pelvic lymphadenopathy.",
           "Incidental Nabothian cysts in the cervix."],
    "xr": ["Bones: no acute abnormality.", "No subdiaphragmatic free gas.", "Costophrenic angles sharp."],
}


def extra_findings(ctx, key):
    kind = "ct" if key.startswith("ct") or key == "mrcp" else "us" if key.startswith("us") else "mr" if key.startswith("mri") else "xr"
    pool = EXTRA_FINDINGS[kind]
    return ctx.sample(pool, min(len(pool), ctx.ri(2, 4)))


def contrast_block(ctx, key, pt):
    if not (key.startswith("ct") and key != "cthead") and key not in ("mri_pelvis", "mrcp"):
        return []
    egfr = ctx.ri(45, 110)
    return ["Contrast safety: eGFR ", str(egfr), " (", ctx.D(ctx.days(-ctx.ri(0, 20))), "); no previous contrast reaction; ",
            ctx.ch(["metformin not held (eGFR > 30)", "no diabetes", "cannula 20G L ACF, no extravasation"]), ".\n"]


def addendum(ctx, pt):
    r2 = ctx.staff("radiologist", title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    d2 = ctx.days(ctx.ri(0, 3))
    return ["\nADDENDUM (", ctx.D(d2), " ", time_str(ctx), "): ",
            ctx.ch(["Images reviewed at the MDT. No change to the conclusion.",
                    "On review, a 4 mm nodule in the right lower lobe is noted - 12-month follow-up CT suggested per the society guidance.",
                    "Correction: laterality in the clinical details should read left. Findings unchanged.",
                    "Prior outside imaging now available for comparison; the finding is new."]),
            " ", dr(r2, "full"), ".\n"]


def rad_staff(ctx, kind):
    p = ctx.staff(kind, title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    if kind == "radiographer":
        p.title = None
        p.role = "radiographer"
    return p


def layout_us(ctx, pt, ex, ref, rad):
    d = Doc()
    key, name, _, hist, tech, finds, imp, crit = ex
    h = ctx.hospital()
    caps = ctx.chance(0.5)
    d.w(U(ctx.H(h)) if caps else ctx.H(h), " - DEPARTMENT OF RADIOLOGY\n" if caps else " - Department of Radiology\n")
    d.w(ctx.hosp_addr(h, sep=", "), "\n\n")
    examdate = ctx.today
    d.w("PATIENT: ", pt.LF(), "\n")
    d.w("MRN: ", pt.mrn, "    DOB: ", ctx.D(pt.dob), "    AGE/SEX: ", P(str(pt.age), "AGE"), "/", sex_word(pt), "\n")
    d.w("ACCESSION #: ", ctx.accession("rad"), "    ORDER #: ", ctx.accession("order"), "\n")
    lab, npi = ctx.license(ref, "NPI")
    d.w("ORDERING PROVIDER: ", ref.LF() if ctx.chance(0.3) else ref.full(), ", MD (NPI ", npi, ")\n")
    d.w("PATIENT LOCATION: ", ctx.ward(), " ", ctx.bay_bed(), "\n")
    d.w("EXAM DATE: ", ctx.D(examdate), " ", time_str(ctx), "\n\n")
    d.w("EXAM: ", name.upper(), "\n\n")
    d.w("CLINICAL HISTORY: ", hist, ".\n\n")
    if ctx.chance(0.7):
        prior = ctx.days(-ctx.ri(30, 1500))
        d.w("COMPARISON: ", ctx.ch(["CT abdomen/pelvis", "Radiograph", "Ultrasound", "Outside CT"]), " dated ", ctx.D(prior))
        if ctx.chance(0.4):
            d.w(" performed at ", ctx.H(ctx.hospital(exclude=[h["name"]])))
        d.w(".\n\n")
    else:
        d.w("COMPARISON: None.\n\n")
    d.w("TECHNIQUE: ", tech, " ", ctx.ch(["Dose reduction techniques were used.", "CTDIvol and DLP recorded in PACS.", ""]), "\n\n")
    d.w(contrast_block(ctx, key, pt))
    tech_p = ctx.staff("tech")
    cred = "RDMS" if key.startswith("us") else "RT(R)(CT)" if key.startswith("ct") else "RT(R)(MR)" if key.startswith("mr") else "RT(R)(M)" if key == "mammo" else "RT(R)"
    d.w("Technologist: ", tech_p.full(), ", ", cred, "\n\n")
    d.w("FINDINGS:\n")
    for f in finds + extra_findings(ctx, key):
        d.w(f, "\n")
    d.w("\nIMPRESSION:\n")
    for i, s in enumerate(imp, 1):
        d.w("%d. " % i, s, "\n")
    if ctx.chance(0.3):
        d.w("%d. " % (len(imp) + 1), ctx.ch(["Incidental renal cyst, no follow-up needed.", "Mild hepatic steatosis.", "Degenerative spine."]), "\n")
    if crit or ctx.chance(0.3):
        d.w("\nCRITICAL RESULT: Findings discussed by telephone with ", dr(ref, "full"), " at ", time_str(ctx), " on ",
            ctx.D(examdate), " by ", dr(rad, "fam"), "; read-back confirmed.\n")
    res = ctx.staff("resident", title="Dr.")
    d.w("\n")
    if ctx.chance(0.5):
        d.w("Dictated by: ", res.full(), ", MD (Radiology Resident)\n")
    rad.cred = "MD"
    d.w(sign_line(ctx, rad, when=examdate, time=time_str(ctx), lic=ctx.chance(0.3), esign=True))
    if ctx.chance(0.5):
        d.w("Transcribed by: ", sec_initials(ctx, "transcriptionist"), "  Workstation: RADWS", str(ctx.ri(1, 40)),
            " (", ctx.ip(), ")\n")
    if ctx.chance(0.3):
        d.w(addendum(ctx, pt))
    if ctx.chance(0.3):
        d.w("Images available via patient portal: ", ctx.url(h["domain"], "mychart"), "\n")
    return d


def layout_uk(ctx, pt, ex, ref, rad):
    d = Doc()
    key, name, _, hist, tech, finds, imp, crit = ex
    h = ctx.hospital()
    d.w(ctx.H(h), "\n", ctx.ch(["Radiology Department", "Imaging Department", "Department of Clinical Radiology"]), "\n")
    if ctx.chance(0.4):
        d.w(ctx.hosp_addr(h, sep=", "), "   Tel ", ctx.phone("land"), "\n")
    d.w("-" * 64, "\n")
    lab, nat = pt.natid
    d.w("Name: ", pt.FAMg() if ctx.chance(0.5) else pt.full(), "\nDOB: ", ctx.D(pt.dob), "   ", lab, ": ", nat, "   Hosp No: ", pt.mrn, "\n")
    if ctx.chance(0.5):
        d.w("Address: ", ctx.addr_inline(pt.addr), "\n")
    examdate = ctx.today
    d.w("Examination: ", name, "\nExam date: ", ctx.D(examdate), "    Accession: ", ctx.accession("rad"), "\n")
    d.w("Referrer: ", dr(ref, "init"), " (", ctx.ch(["General Surgery", "Gynaecology", "Emergency Dept", "Colorectal", "GP"]), ")   Location: ",
        ctx.ward() if ctx.chance(0.6) else P(ctx.practice()["name"], "HOSPITAL"), "\n")
    d.w("-" * 64, "\n")
    d.w("Clinical details: ", hist, "\n\n")
    d.w("Report:\n")
    if ctx.chance(0.6):
        d.w("Comparison made with the previous study of ", ctx.D(ctx.days(-ctx.ri(20, 900))), ". ")
    d.w(tech, "\n")
    d.w(contrast_block(ctx, key, pt))
    allf = finds + extra_findings(ctx, key)
    d.w(" ".join(allf) if ctx.chance(0.5) else "\n".join(allf), "\n\n")
    d.w("Conclusion:\n", " ".join(imp), "\n\n")
    if ctx.chance(0.3):
        d.w(addendum(ctx, pt), "\n")
    if crit:
        d.w("Urgent finding alert: discussed with ", dr(ref, "fam"), " on ", ctx.pager() if ctx.chance(0.5) else ctx.ext(), " at ", time_str(ctx), ".\n\n")
    if key in ("mri_pelvis",) and ctx.chance(0.5):
        d.w("Safety: patient screened; no implanted devices.\n")
    rg = rad_staff(ctx, "radiographer")
    if key.startswith("us") or key == "mammo":
        d.w("Scanned by: ", rg.full(), ", Sonographer (HCPC ", P("RA%06d" % ctx.ri(0, 999999), "LICENSE"), ")\n")
    else:
        d.w("Radiographer: ", rg.init_fam(False), "\n")
    d.w("Reported by: ", dr(rad, "full"), ", Consultant Radiologist   ", lic(ctx, rad), "\n")
    d.w("Verified: ", ctx.D(examdate), " ", time_str(ctx), "\n")
    return d


def layout_private(ctx, pt, ex, ref, rad):
    """AU / NZ / IE private radiology practice, letter style."""
    d = Doc()
    key, name, _, hist, tech, finds, imp, crit = ex
    town = ctx.town()
    pname = P(ctx.ch(["%s Imaging", "%s Radiology", "%s Medical Imaging", "Coastal Imaging %s", "%s X-Ray & Ultrasound"]) % town["name"], "HOSPITAL")
    dom = "".join(c for c in pname.text.lower() if c.isalnum())[:14] + {"AU": ".com.au", "NZ": ".co.nz", "IE": ".ie"}.get(ctx.loc, ".com")
    d.w(U(pname), "\n")
    a = ctx.address(town=town)
    d.w(ctx.addr_lines(a, sep=", "), "\n")
    d.w("Ph ", ctx.phone("land"), "  Fax ", ctx.fax(), "  ", ctx.url(dom), "\n\n")
    gp, prac = make_gp(ctx)
    d.w(dr(gp, "full"), "\n", P(prac["name"], "HOSPITAL"), "\n")
    pa = ctx.address(town=prac["town"])
    pa["street"] = prac["street"]
    d.w(ctx.addr_lines(pa), "\n\n")
    examdate = ctx.today
    d.w("Date: ", ctx.D(examdate), "\n")
    d.w("Patient: ", pt.titled_full(), "   DOB: ", ctx.D(pt.dob), "\n")
    d.w("Our ref: ", ctx.accession("rad"), "   ")
    lab, hp = pt.hp
    d.w(lab, ": ", hp, "\n\n")
    d.w("Dear ", dr(gp, "fam"), ",\n\n")
    d.w(name.upper(), "\n\n")
    d.w("Clinical notes: ", hist, ".\n")
    if key in ("us_tv", "us_cyst", "hsg"):
        d.w("LMP: ", ctx.D(ctx.days(-ctx.ri(5, 40))), ".\n")
    d.w("\nTechnique: ", tech, "\n")
    d.w(contrast_block(ctx, key, pt))
    d.w("\nFindings:\n")
    for f in finds + extra_findings(ctx, key):
        d.w("- ", f, "\n")
    d.w("\nComment:\n", " ".join(imp), "\n\n")
    if crit:
        d.w("Result phoned to ", dr(gp, "fam"), "'s rooms (", ctx.phone("land"), ") at ", time_str(ctx), ".\n\n")
    d.w("Thank you for referring ", pt.titled(), ".\n\n")
    d.w(dr(rad, "full"), "\n", ctx.ch(["Radiologist", "Consultant Radiologist", "FRANZCR"]), "\n")
    lab, licv = ctx.license(rad)
    d.w(lab, " ", licv, "\n")
    son = ctx.staff("sonographer")
    if key.startswith("us") or key == "mammo":
        d.w("Sonographer: ", son.full(), "\n")
    d.w("cc: ", dr(ref, "full"), ", ", ctx.H(ctx.hospital()), "\n")
    if ctx.chance(0.4):
        d.w("Images: ", ctx.url(dom, "images?ref=" + str(ctx.ri(100000, 999999))), "\n")
    return d


def layout_ca(ctx, pt, ex, ref, rad):
    d = Doc()
    key, name, _, hist, tech, finds, imp, crit = ex
    h = ctx.hospital()
    d.w(ctx.H(h), "  |  Diagnostic Imaging\n")
    d.w("Patient: ", pt.LF(), "   MRN: ", pt.mrn, "   ")
    lab, hp = pt.hp
    d.w(lab, ": ", hp, "\n")
    d.w("DOB: ", ctx.D(pt.dob), "  (", P(str(pt.age), "AGE"), "Y)  Sex: ", sex_word(pt), "\n")
    d.w("Requisition #: ", ctx.accession("order"), "   Accession: ", ctx.accession("rad"), "\n")
    alab, acct = pt.acct
    d.w(alab, ": ", acct, "\n")
    d.w("Ordering: ", dr(ref, "full"), "   Copy to: ", dr(ctx.staff("gp", title="Dr."), "full"), "\n")
    examdate = ctx.today
    d.w("Exam date: ", ctx.D(examdate), "   Report status: FINAL\n\n")
    d.w(name, "\n\nIndication: ", hist, "\n")
    d.w("Comparison: ", ctx.ch(["None available.", ["Prior study ", ctx.D(ctx.days(-ctx.ri(60, 1200)))]]), "\n\n")
    d.w(contrast_block(ctx, key, pt))
    d.w("Technique: ", tech, "\n\n")
    d.w("Findings:\n", "\n".join(finds + extra_findings(ctx, key)), "\n\nImpression:\n")
    for s in imp:
        d.w("- ", s, "\n")
    if crit:
        d.w("\nFindings communicated to ", dr(ref, "full"), " by phone (", ctx.phone("ext"), ") at ", time_str(ctx), ".\n")
    d.w("\nReported by: ", dr(rad, "full"), ", MD, FRCPC   ", lic(ctx, rad), "\n")
    d.w("Signed ", ctx.D(examdate), " ", time_str(ctx), "\n")
    if ctx.chance(0.3):
        d.w(addendum(ctx, pt))
    if ctx.chance(0.4):
        d.w("PACS user: ", ctx.username(rad), "\n")
    return d


def layout_dictation(ctx, pt, ex, ref, rad):
    """Raw transcribed dictation as it lands in the chart before editing."""
    d = Doc()
    key, name, _, hist, tech, finds, imp, crit = ex
    h = ctx.hospital()
    from world import MONTHS
    job = P("%07d" % ctx.ri(0, 9999999), "IDNUM")
    d.w(ctx.H(h), " RADIOLOGY - TRANSCRIBED REPORT (", ctx.ch(["PRELIMINARY", "DRAFT - NOT SIGNED", "FINAL"]), ")\n")
    d.w("Job #: ", job, "   Accession: ", ctx.accession("rad"), "\n\n")
    dob = pt.dob
    spoken_dob = "%s %d, %d" % (MONTHS[dob.month - 1], dob.day, dob.year)
    spelled = "-".join(ch for ch in pt.family.upper() if ch.isalpha())
    d.w("This is ", dr(rad, "full"), " dictating ", name, " on patient ", pt.full(), ", last name spelled ",
        P(spelled, "PATIENT"), ", medical record number ", pt.mrn, ", date of birth ", P(spoken_dob, "DATE"), ". ")
    d.w("Date of service ", ctx.D(ctx.today, "month_d_y"), ". Ordering physician ", dr(ref, "full"), ". ")
    d.w("Clinical history: ", hist.rstrip("."), ". ")
    d.w("Comparison: ", ctx.ch([["none"], ["prior exam from ", ctx.D(ctx.days(-ctx.ri(40, 900)), "month_d_y")]]), ". ")
    d.w("Technique: ", tech, " ")
    d.w("Findings: ", " ".join(finds + extra_findings(ctx, key)), " ")
    d.w("Impression: ")
    nums = ["number one", "number two", "number three"]
    for i, s_ in enumerate(imp):
        d.w(nums[i] if i < 3 else "next", ", ", s_, " ")
    if crit:
        d.w("These findings were discussed with ", dr(ref, "full"), " by telephone at ", time_str(ctx), " on ", ctx.D(ctx.today, "month_d_y"), ". ")
    d.w("End of dictation.\n\n")
    d.w("D: ", ctx.D(ctx.today), " ", time_str(ctx), "   T: ", ctx.D(ctx.today), " ", time_str(ctx), "   ")
    d.w(rad.initials(False), "/", sec_initials(ctx, "transcriptionist"), "\n")
    if ctx.chance(0.5):
        d.w("Voice recognition session from ", ctx.ip(), " (user ", ctx.username(rad), ")\n")
    d.w("cc: ", dr(ctx.staff("pcp", title="Dr."), "full"), "\n")
    return d


def generate(ctx):
    sex = ctx.ch(["F", "F", "M"])
    pt = make_patient(ctx, sex=sex, age_range=(18, 91))
    E = exams(ctx, pt)
    ex = ctx.ch(E)
    ref = ctx.staff("referrer", title="Dr." if ctx.loc in ("US", "CA") else "Dr")
    rad = rad_staff(ctx, "radiologist")
    loc = ctx.loc
    if loc == "US":
        lay = ctx.ch([layout_us, layout_us, layout_dictation])
    elif loc == "UK":
        lay = layout_uk
    elif loc == "CA":
        lay = ctx.ch([layout_ca, layout_ca, layout_us, layout_dictation])
    else:
        lay = ctx.ch([layout_private, layout_private, layout_uk])
    return lay(ctx, pt, ex, ref, rad)
