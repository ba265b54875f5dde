"""Histopathology reports."""
from phi import Doc, P, F, U
from common import (make_patient, dr, sign_line, time_str, his, make_gp, sex_word, lic, sec_initials)


def specimens(ctx, pt):
    fem = pt.sex == "F"
    hp = {"nodes": ctx.ri(14, 31), "size": ctx.ri(25, 60), "beyond": ctx.ri(2, 9), "emvi": ctx.ch(["not identified", "present"]),
          "crm": ctx.ri(3, 20)}
    hp["inv"] = ctx.ch([0, 0, 1, 2])
    hp["pn"] = "0" if hp["inv"] == 0 else ("1a" if hp["inv"] == 1 else "1b")
    hp["pr"] = ctx.ri(3, 8)
    hp["her2"] = ctx.ch(["0", "1+"])
    ctx.hp = hp
    S = [
        ("appendix", "Appendix", None, "RIF pain, ?acute appendicitis. Lap appendicectomy.",
         "an appendix %d mm in length and up to %d mm in diameter with a congested, fibrin-coated serosa. "
         "The tip is sectioned longitudinally and the remainder transversely. All embedded in A1-A3." % (ctx.ri(45, 95), ctx.ri(6, 14)),
         "Sections show transmural neutrophilic infiltration with mucosal ulceration and serositis. "
         "No perforation identified. No dysplasia or neoplasm.",
         ["Appendix: acute suppurative appendicitis with periappendicitis.", "No evidence of malignancy."], False),
        ("gb", "Gallbladder", None, "Symptomatic gallstones. Lap chole.",
         "an opened gallbladder %d x %d mm with a wall up to %d mm thick. Mucosa is bile-stained and velvety. "
         "Multiple faceted yellow-green calculi, the largest %d mm. Representative sections A1-A3 (neck, body, fundus)." % (
             ctx.ri(60, 110), ctx.ri(25, 40), ctx.ri(2, 7), ctx.ri(5, 25)),
         "Chronic inflammation with Rokitansky-Aschoff sinuses and mural fibrosis. "
         + ctx.ch(["Focal acute inflammation. ", "", "Cholesterolosis. "]) + "No dysplasia.",
         ["Gallbladder: chronic cholecystitis and cholelithiasis.", "No dysplasia or malignancy."], False),
        ("hernia", "Hernial sac", None, "Incarcerated inguinal hernia repair.",
         "a piece of membranous fibrofatty tissue %d x %d x %d mm. Bisected, all embedded in A1." % (ctx.ri(20, 60), ctx.ri(10, 30), ctx.ri(3, 10)),
         "Mesothelial-lined fibrofatty tissue with congestion and focal haemorrhage. No malignancy.",
         ["Hernial sac: consistent with hernia sac. No malignancy."], False),
        ("hemi", "Right hemicolectomy", None, "Caecal adenocarcinoma on biopsy. cT3N0M0. Lap right hemicolectomy.",
         "a right hemicolectomy comprising terminal ileum %d mm, caecum and ascending colon %d mm with attached appendix. "
         "At the caecal pole there is an ulcerated tumour %d x %d mm, %d mm from the nearest (distal) resection margin. "
         "Tumour appears to breach the muscularis propria. Mesenteric lymph nodes dissected. Blocks A1-A26." % (
             ctx.ri(40, 120), ctx.ri(140, 260), hp["size"], ctx.ri(20, hp["size"]), ctx.ri(40, 120)),
         "Moderately differentiated adenocarcinoma invading through the muscularis propria into pericolic fat (%d mm beyond). "
         "Extramural venous invasion %s. Perineural invasion not seen. %d lymph nodes examined, %d involved. "
         "Mismatch repair immunohistochemistry: MLH1, PMS2, MSH2 and MSH6 %s." % (
             hp["beyond"], hp["emvi"], hp["nodes"], hp["inv"],
             ctx.ch(["retained", "retained", "- loss of MLH1 and PMS2 (BRAF / MLH1 promoter methylation testing requested)"])),
         ["Right hemicolectomy: moderately differentiated adenocarcinoma of the caecum.",
          "pT3 pN%s (TNM 8). R0 resection." % hp["pn"]], True),
        ("sigmoid", "Sigmoid colectomy", None, "Recurrent complicated diverticulitis. Elective sigmoid colectomy.",
         "a segment of sigmoid colon %d mm with multiple diverticula and a thickened, indurated wall. "
         "Pericolic fat contains a fibrotic cavity. Blocks A1-A8." % ctx.ri(150, 260),
         "Diverticular disease with active diverticulitis, peridiverticular abscess and fibrosis. Resection margins viable. No dysplasia.",
         ["Sigmoid colon: complicated diverticular disease. No malignancy."], False),
    ]
    if fem:
        S += [
            ("pipelle", "Endometrial biopsy (pipelle)", "F", "Postmenopausal bleeding. ET 9 mm on USS.",
             "multiple fragments of tan tissue aggregating to %d x %d x %d mm. All embedded in A1." % (ctx.ri(5, 20), ctx.ri(5, 15), ctx.ri(1, 5)),
             ctx.ch(["Fragments of atrophic endometrium with a benign endometrial polyp. No hyperplasia.",
                     "Endometrial hyperplasia with atypia (EIN). No invasive carcinoma identified in this sample.",
                     "Endometrioid adenocarcinoma, FIGO grade 1. p53 wild-type pattern; MMR proteins retained."]),
             ["Endometrium: see microscopy."], False),
            ("lletz", "Cervix - LLETZ", "F", "HSIL on cytology, HPV 16 positive. Colposcopy: high-grade appearance.",
             "a single loop excision %d x %d x %d mm, inked and serially sliced into %d slices, all embedded in A1-A%d." % (
                 ctx.ri(14, 25), ctx.ri(10, 20), ctx.ri(6, 12), ctx.ri(6, 10), ctx.ri(6, 10)),
             "CIN 3 (HSIL) involving surface epithelium and endocervical glands. "
             + ctx.ch(["Excision margins clear (ectocervical 2 mm, endocervical 4 mm).", "CIN 3 extends to the endocervical margin.",
                       "Margins clear."]) + " No invasion.",
             ["Cervix, LLETZ: CIN 3. No evidence of invasion."], False),
            ("hyst", "Uterus, cervix and bilateral tubes and ovaries", "F", "Menorrhagia, fibroids. TLH + BSO.",
             "a uterus with cervix weighing %d g, %d x %d x %d mm, with attached tubes and ovaries. "
             "Several intramural and subserosal whorled tan nodules up to %d mm. Endometrium 3 mm. Blocks A1-A14." % (
                 ctx.ri(180, 620), ctx.ri(90, 150), ctx.ri(60, 100), ctx.ri(40, 80), ctx.ri(20, 85)),
             "Leiomyomas without atypia, necrosis or increased mitoses. Adenomyosis. Secretory endometrium. "
             "Cervix: chronic cervicitis. Tubes and ovaries unremarkable.",
             ["Uterus: leiomyomata and adenomyosis.", "No malignancy."], False),
            ("ovary", "Left ovarian cyst", "F", "Left ovarian cyst 6 cm. Laparoscopic cystectomy.",
             "a collapsed cyst wall %d x %d mm containing sebaceous material and hair. A 15 mm Rokitansky protuberance is sampled. Blocks A1-A4." % (ctx.ri(40, 80), ctx.ri(20, 50)),
             ctx.ch(["Mature cystic teratoma with keratinising squamous epithelium, sebaceous glands and respiratory epithelium. No immature elements.",
                     "Endometriotic cyst wall with haemosiderin-laden macrophages and endometrial-type stroma. No atypia."]),
             ["Left ovary, cystectomy: see microscopy. Benign."], False),
            ("poc", "Products of conception", "F", "Missed miscarriage. Surgical management.",
             "multiple fragments of blood clot and tan spongy tissue aggregating to %d x %d x %d mm. Villi identified on flotation. Blocks A1-A3." % (
                 ctx.ri(20, 50), ctx.ri(15, 40), ctx.ri(5, 20)),
             ctx.ch(["Chorionic villi and decidua. No trophoblastic hyperplasia. No features of molar pregnancy.",
                     "Chorionic villi with irregular outlines and focal circumferential trophoblast hyperplasia; p57 retained in cytotrophoblast. "
                     "Features of partial hydatidiform mole - ploidy requested."]),
             ["Products of conception: see microscopy."], False),
            ("breast", "Left breast, 2 o'clock, US-guided core biopsy", "F", "BI-RADS 4C mass 14 mm.",
             "%d cores of pale tissue up to %d mm. All embedded in A1-A2." % (ctx.ri(3, 6), ctx.ri(10, 20)),
             "Invasive carcinoma of no special type, grade 2 (3+2+1). No DCIS seen. ER 8/8, PR %d/8, HER2 IHC %s (negative)." % (hp["pr"], hp["her2"]),
             ["Left breast core: invasive carcinoma NST, grade 2. B5b."], True),
        ]
    return S


BLOCKS = {
    "appendix": ["A1 tip (longitudinal)", "A2 mid", "A3 base/resection margin"],
    "gb": ["A1 neck and cystic duct margin", "A2 body", "A3 fundus"],
    "hernia": ["A1 sac, bisected"],
    "hemi": ["A1 ileal margin", "A2 colonic margin", "A3-A8 tumour, deepest invasion", "A9 appendix", "A10-A26 lymph nodes"],
    "sigmoid": ["A1 proximal margin", "A2 distal margin", "A3-A8 diverticula and cavity"],
    "pipelle": ["A1 all tissue"],
    "lletz": ["A1-A8 serial slices 12 to 12 o'clock"],
    "hyst": ["A1 cervix anterior", "A2 cervix posterior", "A3-A6 endometrium/myometrium", "A7-A10 fibroids", "A11-A14 tubes and ovaries"],
    "ovary": ["A1-A3 cyst wall", "A4 Rokitansky protuberance"],
    "poc": ["A1-A3 villous tissue"],
    "breast": ["A1-A2 cores"],
}


def block_key(ctx, key):
    return ["Block key: ", "; ".join(BLOCKS.get(key, ["A1 representative"])), ".\n"]


def synoptic(ctx, key):
    if key == "hemi":
        hp = ctx.hp
        rows = [("Tumour site", "Caecum"), ("Histological type", "Adenocarcinoma NOS"), ("Differentiation", "Moderate"),
                ("Maximum tumour size", "%d mm" % hp["size"]), ("Depth of invasion", "pT3"),
                ("Lymph nodes", "%d/%d involved" % (hp["inv"], hp["nodes"])), ("EMVI", "Present" if hp["emvi"] == "present" else "Absent"),
                ("Margins", "Clear (CRM %d mm)" % hp["crm"]), ("Tumour budding", ctx.ch(["Low (Bd1)", "Intermediate (Bd2)"])),
                ("TNM (8th ed.)", "pT3 pN%s" % hp["pn"])]
    elif key == "breast":
        rows = [("Invasive type", "NST"), ("Grade", "2 (T3 P2 M1)"), ("Length of invasive tumour", "%d mm in core" % ctx.ri(6, 15)),
                ("LVI", "Not seen"), ("ER (Allred)", "8/8"), ("PR (Allred)", "%d/8" % ctx.hp["pr"]), ("HER2 IHC", ctx.hp["her2"])]
    elif key == "pipelle":
        rows = [("Adequacy", "Adequate"), ("Hyperplasia", ctx.ch(["None", "Atypical (EIN)"])), ("Carcinoma", ctx.ch(["Not seen", "See microscopy"]))]
    else:
        return []
    out = ["\nSYNOPTIC SUMMARY\n"]
    for a, b in rows:
        out.append("  %-26s %s\n" % (a + ":", b))
    return out


def comment(ctx, key):
    c = {
        "hemi": "Comment: MMR status reported above; if MLH1/PMS2 loss, BRAF V600E and MLH1 promoter methylation will be performed to guide germline referral.",
        "pipelle": "Comment: Correlation with hysteroscopic findings is advised.",
        "lletz": "Comment: Please follow national test-of-cure guidance.",
        "poc": "Comment: Ploidy/p57 results will follow as a supplementary report where indicated.",
        "breast": "Comment: Findings concordant with the imaging (B5b / BI-RADS 4C).",
        "appendix": "Comment: Routine sampling; no neoplastic lesion identified.",
    }.get(key)
    return [c, "\n"] if c else []


def received(ctx, taken):
    return ["Specimen received ", ctx.ch(["in formalin", "fresh", "in formalin (fixation time > 6 h)"]), " at ",
            time_str(ctx, 9, 18), " on ", ctx.D(taken), ".\n"]


def prev_spec(ctx):
    return ctx.accession("histo")


def layout_uk(ctx, pt, sp, clin, path):
    d = Doc()
    key, name, _, hist, macro, micro, dx, mdt = sp
    h = ctx.hospital()
    d.w(U(ctx.H(h)), "\n", ctx.ch(["Department of Cellular Pathology", "CELLULAR PATHOLOGY", "Histopathology Laboratory"]), "\n")
    d.w(ctx.ch(["Lab enquiries: ", "Tel: "]), ctx.phone("land"), "\n\n")
    lab, nat = pt.natid
    labno = ctx.accession("histo")
    d.w("Lab No: ", labno, "        ", lab, ": ", nat, "\n")
    d.w("Surname: ", P(pt.family.upper(), "PATIENT"), "   Forename: ", pt.giv(), "   DOB: ", ctx.D(pt.dob), "   Sex: ", sex_word(pt), "\n")
    d.w("Hospital No: ", pt.mrn, "\n")
    d.w("Requested by: ", dr(clin, "init"), "    Location: ", ctx.ward() if ctx.chance(0.6) else ctx.H(h), "\n")
    taken = ctx.days(-ctx.ri(2, 9))
    d.w("Date taken: ", ctx.D(taken), "   Received: ", ctx.D(taken), "   Reported: ", ctx.D(ctx.today), "\n\n")
    d.w("Specimen: ", name, "\n")
    d.w("Clinical details: ", hist, "\n")
    d.w(received(ctx, taken), "\n")
    d.w("MACROSCOPY:\n")
    qname = pt.full() if ctx.chance(0.6) else pt.FAMg()
    d.w("Received in formalin labelled \"", qname, ", ", name.lower(), "\": ", macro, "\n")
    diss = ctx.staff("bms")
    d.w(block_key(ctx, key))
    d.w("(Dissected by ", diss.full() if ctx.chance(0.5) else diss.initials(False), ", BMS)\n\n")
    d.w("MICROSCOPY:\n", micro, "\n")
    d.w(synoptic(ctx, key), "\n")
    d.w("CONCLUSION:\n")
    for x in dx:
        d.w(x, "\n")
    d.w(comment(ctx, key))
    if ctx.chance(0.4):
        d.w("\nPrevious: ", prev_spec(ctx), " (", ctx.Dmy(ctx.days(-ctx.ri(200, 2500))), ") - ", ctx.ch(["benign polyp", "chronic inflammation", "normal"]), ".\n")
    if mdt:
        d.w("\nFor discussion at the ", {"hemi": "colorectal", "breast": "breast"}.get(key, "gynae-oncology"), " MDT on ", ctx.Dwk(ctx.days(ctx.ri(2, 9))), ".\n")
    d.w("\nSNOMED: T-59200 M-40000\n\n")
    tr = ctx.staff("trainee", title="Dr")
    if ctx.chance(0.4):
        d.w("Trainee: ", dr(tr, "full"), " (ST", str(ctx.ri(1, 5)), ")\n")
    d.w("Reported by: ", dr(path, "full"), ", Consultant Histopathologist (", lic(ctx, path), ")\n")
    d.w("Authorised: ", ctx.D(ctx.today), " ", time_str(ctx), "\n")
    gp, prac = make_gp(ctx)
    d.w("Copy to: ", dr(gp, "init"), ", ", P(prac["name"], "HOSPITAL"), "\n")
    return d


def layout_us(ctx, pt, sp, clin, path):
    d = Doc()
    key, name, _, hist, macro, micro, dx, mdt = sp
    h = ctx.hospital()
    d.w(ctx.H(h), "\nDepartment of Pathology and Laboratory Medicine\n")
    d.w(ctx.hosp_addr(h, sep=", "), "\n")
    d.w("CLIA #: ", P("%02dD%07d" % (ctx.ri(10, 52), ctx.ri(0, 9999999)), "LICENSE"), "   Medical Director: ", dr(ctx.staff("director", title="Dr."), "full"), ", MD\n\n")
    d.w("SURGICAL PATHOLOGY REPORT\n\n")
    acc = ctx.accession("histo")
    d.w("Accession: ", acc, "\n")
    d.w("Patient: ", pt.LF(), "   MRN: ", pt.mrn, "\n")
    d.w("DOB: ", ctx.D(pt.dob), " (Age: ", P(str(pt.age), "AGE"), ")   Gender: ", sex_word(pt), "\n")
    alab, acct = pt.acct
    d.w(alab, ": ", acct, "\n")
    taken = ctx.days(-ctx.ri(1, 6))
    d.w("Collected: ", ctx.D(taken), "   Received: ", ctx.D(taken), "   Signed out: ", ctx.D(ctx.today), "\n")
    d.w("Submitting physician: ", dr(clin, "full"), ", MD   Location: ", ctx.ward(), "\n")
    d.w("Copies to: ", dr(ctx.staff("pcp", title="Dr."), "full"), "\n\n")
    d.w("FINAL DIAGNOSIS:\n")
    for i, x in enumerate(dx):
        d.w("  ", "ABC"[i] if i < 3 else "-", ". ", x, "\n") if len(dx) > 1 else d.w("  ", x, "\n")
    d.w("\nCLINICAL HISTORY:\n", hist, "\n")
    d.w(received(ctx, taken), "\n")
    if key in ("breast", "hemi", "ovary") or ctx.chance(0.2):
        d.w("INTRAOPERATIVE CONSULTATION:\n")
        d.w("Frozen section diagnosis rendered to ", dr(clin, "fam"), " in OR ", P(str(ctx.ri(1, 18)), "LOCATION_OTHER"), " at ", time_str(ctx),
            " by ", dr(path, "fam"), ": ", ctx.ch(["\"benign\"", "\"margins free of tumor\"", "\"defer to permanents\""]), ".\n\n")
    d.w("GROSS DESCRIPTION:\n")
    d.w("Received in formalin, labeled with the patient's name (", pt.LF(), ") and medical record number (", pt.mrn, ") and \"",
        name.lower(), "\", is ", macro, "\n")
    d.w(block_key(ctx, key))
    d.w("Grossed by: ", ctx.staff("pa").full(), ", PA(ASCP)\n\n")
    d.w("MICROSCOPIC DESCRIPTION:\n", micro, "\n")
    d.w(synoptic(ctx, key), "\n")
    d.w(comment(ctx, key))
    if mdt:
        d.w("Case to be presented at Tumor Board ", ctx.Dwk(ctx.days(ctx.ri(2, 9)), long=False), ".\n\n")
    d.w("I attest that I have personally reviewed the slides and that this report reflects my interpretation.\n")
    path.cred = "MD"
    d.w(sign_line(ctx, path, when=ctx.today, time=time_str(ctx), lic=ctx.chance(0.4), esign=True))
    if ctx.chance(0.4):
        d.w("Report released by ", ctx.username(path), "\n")
    return d


def layout_anz(ctx, pt, sp, clin, path):
    d = Doc()
    key, name, _, hist, macro, micro, dx, mdt = sp
    town = ctx.town()
    lab_name = P(ctx.ch(["%s Pathology", "%s Laboratory Services", "%s Anatomical Pathology", "Southern %s Pathology"]) % town["name"], "HOSPITAL")
    d.w(U(lab_name), "\n")
    a = ctx.address(town=town)
    d.w(ctx.addr_lines(a, sep=", "), "  Ph ", ctx.phone("land"), "\n")
    dom = "".join(c for c in lab_name.text.lower() if c.isalnum())[:14] + (".co.nz" if ctx.loc == "NZ" else ".com.au" if ctx.loc == "AU" else ".ie")
    if ctx.chance(0.5):
        d.w("Results online: ", ctx.url(dom, "results"), "\n")
    d.w("\n")
    nat_lab, nat = pt.natid
    d.w("Patient: ", pt.FAMg(), "   DOB ", ctx.D(pt.dob), "   ", sex_word(pt), "\n")
    d.w("Address: ", ctx.addr_inline(pt.addr), "\n")
    if ctx.loc == "NZ":
        d.w("NHI: ", nat, "   ")
    else:
        d.w(nat_lab, ": ", nat, "   ")
    d.w("Lab ref: ", ctx.accession("histo"), "   Your ref: ", pt.mrn, "\n")
    d.w("Referring doctor: ", dr(clin, "full"), ", ", ctx.H(ctx.hospital()), "\n")
    gp, prac = make_gp(ctx)
    d.w("Copy to: ", dr(gp, "full"), ", ", P(prac["name"], "HOSPITAL"), "\n")
    taken = ctx.days(-ctx.ri(1, 7))
    d.w("Collected: ", ctx.D(taken), "   Reported: ", ctx.D(ctx.today), "\n\n")
    d.w("HISTOPATHOLOGY\n", "Clinical notes: ", hist, "\n")
    d.w(received(ctx, taken), "\n")
    d.w("Macroscopic: Specimen labelled '", pt.full(), "' and '", name, "'. Received ", macro, "\n\n")
    d.w(block_key(ctx, key), "\n")
    d.w("Microscopic: ", micro, "\n")
    d.w(synoptic(ctx, key), "\n")
    d.w(comment(ctx, key))
    d.w("Diagnosis:\n")
    for x in dx:
        d.w("  ", x, "\n")
    if key == "poc" and "mole" in micro:
        d.w("\nRegistration with the trophoblastic disease service recommended. Discussed with ", dr(clin, "fam"), " by phone ", ctx.D(ctx.today), ".\n")
    if ctx.chance(0.5):
        d.w("\nPrevious specimens: ", prev_spec(ctx), " (", ctx.D(ctx.days(-ctx.ri(200, 2000))), ").\n")
    d.w("\n", dr(path, "full"), " FRCPA   ", lic(ctx, path), "\n")
    d.w("Report status: FINAL  Authorised ", ctx.D(ctx.today), " ", time_str(ctx), "\n")
    return d


def layout_ie_ca(ctx, pt, sp, clin, path):
    d = Doc()
    key, name, _, hist, macro, micro, dx, mdt = sp
    h = ctx.hospital()
    d.w(ctx.H(h), " - ", ctx.ch(["Histopathology", "Anatomical Pathology", "Department of Pathology"]), "\n")
    d.w("-" * 50, "\n")
    d.w("Name: ", pt.full_mid(), "\nMRN: ", pt.mrn, "     DOB: ", ctx.D(pt.dob), "  Age: ", P(str(pt.age), "AGE"), "\n")
    lab, hp = pt.hp
    d.w(lab, ": ", hp, "\n")
    d.w("Specimen No.: ", ctx.accession("histo"), "\n")
    d.w("Consultant: ", dr(clin, "full"), "    Ward/Clinic: ", ctx.ward(), "\n")
    d.w("Date of procedure: ", ctx.D(ctx.days(-ctx.ri(1, 8))), "\n")
    d.w("-" * 50, "\n")
    d.w("SPECIMEN: ", name, "\nCLINICAL INFORMATION: ", hist, "\n\n")
    d.w("GROSS: The specimen is received in formalin labelled with the patient's details (", pt.fam(), ") and consists of ", macro, "\n\n")
    d.w(block_key(ctx, key), "\n")
    d.w("HISTOLOGY: ", micro, "\n")
    d.w(synoptic(ctx, key), "\n")
    d.w("DIAGNOSIS: ", " ".join(dx), "\n")
    d.w(comment(ctx, key), "\n")
    if mdt or ctx.chance(0.3):
        d.w("Discussed at MDM ", ctx.D(ctx.days(ctx.ri(1, 10))), ".\n")
    d.w("Pathologist: ", dr(path, "full"), "  (", lic(ctx, path, sep=": "), ")\n")
    d.w("Final report issued ", ctx.D(ctx.today), ". Typed by ", sec_initials(ctx, "typist"), ".\n")
    return d


def generate(ctx):
    sex = ctx.ch(["F", "F", "F", "M"])
    pt = make_patient(ctx, sex=sex, age_range=(17, 89))
    sp = ctx.ch(specimens(ctx, pt))
    t = "Dr." if ctx.loc in ("US", "CA") else "Dr"
    clin = ctx.staff("clinician", title=t)
    if ctx.loc in ("UK", "IE", "NZ") and sp[0] in ("appendix", "gb", "hernia", "hemi", "sigmoid") and ctx.chance(0.6):
        clin.title = "Mr" if clin.sex == "M" else "Ms"
    path = ctx.staff("pathologist", title=t)
    loc = ctx.loc
    if loc == "US":
        lay = layout_us
    elif loc == "UK":
        lay = ctx.ch([layout_uk, layout_uk, layout_ie_ca])
    elif loc in ("AU", "NZ"):
        lay = ctx.ch([layout_anz, layout_anz, layout_uk])
    else:
        lay = ctx.ch([layout_ie_ca, layout_uk if loc == "IE" else layout_us])
    return lay(ctx, pt, sp, clin, path)
