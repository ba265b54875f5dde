"""Genres: LLETZ procedure note, histology report, results letter to patient."""
import datetime

import clin as K
from common import NB, P, Doc, plus, pad, letters, plate, specimen
from parts import letterhead, pt_ids, signoff, cc_block, audit, lmp, contraception

PACERS = ["Medtronic Azure XT DR MRI", "Abbott Assurity MRI", "Boston Scientific Accolade MRI", "Biotronik Edora 8 DR-T"]


def g_lletz(r, c):
    nb = NB()
    C = c.C
    bx = plus(c.t0, r.randint(20, 50))
    tx = plus(bx, r.randint(21, 45)) if r.random() < 0.7 else bx
    seeandtreat = tx == bx
    nb.add(r.choice(["LLETZ PROCEDURE NOTE", "OPERATION NOTE - Large loop excision of the transformation zone",
                     "Colposcopy treatment record: LLETZ", "PROCEDURE: LEEP / LLETZ"]) + "\n")
    nb.f("{h} - ", h=P(c.hosp, "HOSPITAL"))
    if r.random() < 0.5:
        nb.f("{w}, bay {b}\n", w=P(c.ward, "HOSPITAL"), b=P(str(r.randint(1, 8)), "LOCATION_OTHER"))
    else:
        nb.f("Colposcopy treatment room {n}\n", n=P(str(r.randint(1, 4)), "LOCATION_OTHER"))
    h0, m0 = r.randint(8, 15), r.choice([0, 10, 25, 40])
    m1 = h0 * 60 + m0 + r.randint(15, 35)
    nb.f("Date of procedure: {d}   Start {t1}  Finish {t2}\n", d=C.D(tx, r.choice([C.style, "wd"])),
         t1="%02d:%02d" % (h0, m0), t2="%02d:%02d" % (m1 // 60, m1 % 60))
    lspec = specimen(r, r.choice(["H", "S", "HS"]))
    nb.f("Patient: {n}   DOB {d}   Age {a}\n", n=c.pn(r.choice(["LF", "fml", "full"])), d=c.D(c.dob, C.numd(c.dob)), a=c.A(tx))
    pt_ids(nb, c, sep="   ")
    if r.random() < 0.6:
        nb.f("   Episode: {e}", e=P(c.acct, "ACCOUNT"))
    nb.add("\n\nOperator: ")
    nb.put(c.colpo.tname())
    nb.add("\nAssistant: ")
    nb.put(c.reg.tname())
    nb.f("\nNurse: {n}   HCA: {h}\n", n=P(c.nurse.full(), "DOCTOR"), h=P(c.hca.full(), "DOCTOR"))
    nb.add("\nIndication: ")
    if seeandtreat:
        nb.f("see-and-treat for {cy} (sample {d}); colposcopic impression high grade.\n", cy=K.cyto_abn(r, c.code)[0], d=C.D(c.t0))
    else:
        nb.f("{h} on punch biopsy {d} (specimen {x}).\n", h=r.choice(["CIN 3", "CIN 2", "CIN 2-3", "HSIL (CIN 2)"]), d=C.D(bx), x=P(c.hspec, "IDNUM"))
    nb.add("\nPRE-PROCEDURE\n")
    nb.add("Safety checklist completed. Written consent confirmed (risks: bleeding, infection, cervical stenosis, "
           "small increase in preterm birth risk in future pregnancy).\n")
    nb.add("LMP ")
    nb.put(lmp(c, tx))
    nb.f("; {u}; contraception {k}.\n", u=r.choice(["urine hCG negative", "UPT neg", "pregnancy test not required"]), k=contraception(r, c))
    nb.f("Allergies: {a}. Anticoagulants: {b}.\n", a=r.choice(["NKDA", "latex", "penicillin", "chlorhexidine"]),
         b=r.choice(["none", "none", "apixaban - held 48 h per haematology advice", "aspirin 75 mg continued"]))
    if r.random() < 0.25:
        nb.f("Cardiac device: {m}, SN {s}. ", m=r.choice(PACERS), s=P(letters(r, 3) + pad(r, 6) + r.choice(["", "R", "S"]), "DEVICE"))
        nb.f("Discussed with cardiac physiologist {n} ({t}); bipolar settings advised, device check not required.\n",
             n=P(Doc(r, C, "admin").full(), "DOCTOR"), t=P(C.phone("land", ext=True), "PHONE"))
    nb.add("\nEQUIPMENT\n")
    nb.f("Generator: {m}, asset no. {a}\n", m=r.choice(K.GENERATORS), a=P(r.choice(["EQ-", "MEB", "BME-"]) + pad(r, 5), "DEVICE"))
    nb.f("Smoke evacuator: {m} (SN {s})\n", m=r.choice(K.SMOKE), s=P(letters(r, 1) + pad(r, 7), "DEVICE"))
    nb.f("Settings: cut {w} W blend {b}, coag {k} W\n", w=r.choice([30, 35, 40, 45]), b=r.randint(1, 3), k=r.choice([40, 45, 50, 60]))
    nb.f("Local anaesthetic: {la}\n", la=r.choice(K.LA))
    nb.add("\nPROCEDURE\n")
    nb.add("Cusco speculum (insulated) inserted, return electrode on thigh. 5% acetic acid and Lugol's iodine applied; ")
    nb.f("{f}. ", f=K.finding_for(r, "high"))
    loop = r.choice(K.LOOPS)
    nb.f("Single pass with {l} loop", l=loop)
    if r.random() < 0.4:
        nb.add(", plus endocervical 'top hat' pass (10 x 10 mm)")
    nb.f(". Specimen intact, one piece, depth approx {d} mm; orientation stitch at 12 o'clock.\n", d=r.choice([7, 8, 10, 12, 15]))
    nb.f("Haemostasis: {h}. Estimated blood loss {e} mL. ", h=r.choice(K.HAEMO), e=r.choice(["<5", "<10", "10", "15", "approx 20"]))
    nb.add(r.choice(["Vasovagal episode, settled with head-down tilt.", "No immediate complications.", "Tolerated well, pain 2/10.",
                     "Uncomfortable at the end; extra 1 mL LA given."]) + "\n")
    nb.f("Specimen {x} sent to {l}, request no. {q}.\n", x=P(lspec, "IDNUM"), l=P(c.lab or c.hosp, "HOSPITAL"), q=P("RQ" + pad(r, 7), "IDNUM"))
    nb.add("\nPOST-PROCEDURE\n")
    nb.f("Obs: BP {s}/{d}, HR {h}, pain {p}/10. Paracetamol 1 g given.\n", s=r.randint(100, 135), d=r.randint(60, 88), h=r.randint(60, 96), p=r.randint(0, 4))
    nb.add("Advice leaflet given: no penetrative sex, tampons, swimming or baths for 4 weeks; expect discharge/spotting 2-4 weeks; "
           "seek help if heavy bleeding, offensive discharge or fever.\n")
    nb.f("Contact: colposcopy nurses {t} (Mon-Fri 08:30-16:30); out of hours {o}.\n", t=P(c.hphone, "PHONE"), o=P(C.phone("land"), "PHONE"))
    if r.random() < 0.6:
        nb.f("Discharged home with {w} {n}", w=c.relword, n=c.rel_pieces())
        if r.random() < 0.6:
            nb.f("; car park exit pass issued for vehicle {v}", v=P(plate(r, c.code), "VEHICLE"))
        nb.add(".\n")
    else:
        nb.add("Discharged home, walked out; taxi arranged.\n")
    nb.add("\nFOLLOW-UP\n")
    toc = plus(tx, r.choice([182, 183, 180, 365]))
    nb.f("Histology to be reviewed; results letter within 4-6 weeks. Test of cure due on or after {d} with {g} at {p}.\n",
         d=C.D(toc), g=C.gp, p=P(c.practice, "HOSPITAL"))
    nb.add("\n")
    nb.put(c.colpo.signed())
    if c.colpo.lic:
        nb.f("  {l} {v}", l=c.colpo.lic_label, v=P(c.colpo.lic, "LICENSE"))
    nb.f("\n{j}\n", j=c.colpo.job)
    if r.random() < 0.5:
        audit(nb, c, c.colpo, tx)
    return nb


MICRO = {
    "high": "Sections show squamous epithelium with loss of maturation extending into the upper third, nuclear pleomorphism and mitoses above the basal layer.",
    "low": "There is dysplastic squamous epithelium confined to the lower third, with koilocytic change at the surface.",
    "neg": "The transformation zone shows squamous metaplasia and chronic inflammation; no dysplasia is identified on levels.",
    "gland": "Endocervical glands are partly replaced by cells with elongated hyperchromatic nuclei, apoptosis and apical mitoses.",
    "inv": "Full-thickness squamous dysplasia with an irregular tongue of malignant cells breaching the basement membrane.",
}


def g_histology(r, c):
    nb = NB()
    C = c.C
    tx = plus(c.t0, r.randint(30, 80))
    recv = plus(tx, r.randint(0, 2))
    rep = plus(recv, r.randint(5, 18))
    kind = r.choice(["lletz", "lletz", "punch", "cone"])
    h = r.choice(K.HISTO) if kind != "punch" else r.choice(K.HISTO[:8])
    lab = c.lab or c.hosp
    nb.f("{l}\n{d}\n", l=P(lab, "HOSPITAL"), d=r.choice(["Department of Cellular Pathology", "Histopathology", "Anatomical Pathology",
                                                             "Surgical Pathology"]))
    nb.put(c.lab_addr)
    nb.f("\nTel {t}", t=P(c.hphone, "PHONE"))
    if r.random() < 0.5:
        nb.f("  Fax {f}", f=P(c.hfax, "FAX"))
    nb.add("\n\n" + r.choice(["HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT", "HISTOLOGY REPORT - FINAL"]) + "\n\n")
    nb.f("Patient: {n}\nSex: {s}   DOB: {d}   Age: {a}\n", n=c.pn("LF"), s="F" if c.sex == "F" else "M", d=c.D(c.dob, C.numd(c.dob)), a=c.A(tx))
    pt_ids(nb, c, sep="\n")
    if r.random() < 0.4:
        nb.f("   Episode/billing no: {e}", e=P(c.acct, "ACCOUNT"))
    nb.f("\n\nLab No: {x}\nCollected: {a}   Received: {b}   Reported: {d}\n", x=P(c.hspec, "IDNUM"), a=C.D(tx), b=C.D(recv), d=C.D(rep))
    nb.add("Clinician: ")
    nb.put(c.colpo.tname())
    nb.f("   Location: {h}", h=P(c.hosp, "HOSPITAL"))
    if r.random() < 0.4:
        nb.f(", {w}", w=P(c.ward, "HOSPITAL"))
    nb.add("\nCopy: ")
    nb.put(c.gp.tname())
    nb.f(", {p}\n\n", p=P(c.practice, "HOSPITAL"))
    spec = {"lletz": "LLETZ specimen", "punch": "Cervical punch biopsies x%d" % r.randint(1, 3), "cone": "Cold knife cone biopsy of cervix"}[kind]
    nb.f("SPECIMEN: {s}\n", s=spec)
    cyx = K.cyto_abn(r, c.code)[0]
    hpx = r.choice(["HPV 16", "HPV 18", "other hrHPV", "HPV 16/18"])
    nb.f("CLINICAL DETAILS: {d}, {h}. {e}\n", d=cyx, h=hpx,
         e=r.choice(["Stitch at 12 o'clock.", "Orientation: suture 12 o'clock.", "Swede 7.", "TZ3."]) if kind != "punch" else
         r.choice(["Biopsy at 12 o'clock.", "Swede 5.", "?CIN2.", "Low-grade colposcopy."]))
    nb.add("\nMACROSCOPY\n")
    if kind == "punch":
        nb.f("Received in formalin, labelled with the patient's details: {n} fragments of tan tissue, {a} mm to {b} mm. All embedded (A1-A{n}).\n",
             n=r.randint(1, 3), a=r.randint(2, 3), b=r.randint(4, 6))
    else:
        a, b, d = r.randint(14, 28), r.randint(12, 22), r.randint(6, 16)
        nb.f("A disc of cervical tissue {a} x {b} x {d} mm with a central os {o} mm across. Suture marks 12 o'clock. "
             "Inked: ectocervical margin blue, deep/endocervical black. Serially sliced radially into {k} blocks, all embedded (A1-A{k}).\n",
             a=a, b=b, d=d, o=r.randint(2, 5), k=r.randint(6, 12))
    nb.f("[dissected by {x}]\n", x=P(c.bms.init2().upper(), "DOCTOR"))
    nb.add("\nMICROSCOPY\n")
    gr = h[1]
    nb.add(MICRO[gr] + " ")
    nb.add({"high": r.choice(["p16 shows strong block-positive staining. ", "Ki-67 increased to upper third. "]),
            "low": r.choice(["p16 patchy (non-block). ", ""]), "neg": r.choice(["p16 negative. ", ""]),
            "gland": "p16 block-positive in the atypical glands. ", "inv": "p16 block-positive. "}[gr])
    nb.add("No stromal invasion seen.\n" if gr != "inv" else "Lymphovascular space invasion is not identified.\n")
    if kind != "punch":
        inv = {"high": "CIN 3", "gland": "CGIN", "inv": "CIN 3", "low": "CIN 1", "neg": None}[gr]
        nb.f("Margins: ectocervical {e}; endocervical {n}; deep {d}.\n",
             e=r.choice(["clear (nearest 1.5 mm)", "clear", "clear by 3 mm"] + (["involved by CIN 1 only"] if gr in ("high", "low") else [])),
             n=r.choice(["clear (2 mm)", "clear", "cannot be assessed (diathermy artefact)"] + (["involved by " + inv] if inv else [])),
             d=r.choice(["clear", "clear by 5 mm", "clear (> 4 mm)"]))
    nb.add("\nDIAGNOSIS\n")
    nb.f("Cervix, {s}: {h}.\n", s={"lletz": "LLETZ", "punch": "biopsies", "cone": "cone"}[kind], h=h[0])
    nb.add("SNOMED: T83000 " + {"high": "M80772", "low": "M74006", "neg": "M43000", "gland": "M81402", "inv": "M80703"}[h[1]] + "\n")
    if r.random() < 0.35:
        p2 = Doc(r, C, "path")
        nb.add("Second opinion (intradepartmental): ")
        nb.put(p2.tname())
        nb.add(r.choice([" - agrees.", " - concurs.", " - agrees; discussed at consensus meeting."]) + "\n")
    nb.add("\nReported by: ")
    nb.put(c.path.signed())
    nb.f(", {j}", j=c.path.job)
    if c.path.lic and r.random() < 0.5:
        nb.f(" ({l} {v})", l=c.path.lic_label, v=P(c.path.lic, "LICENSE"))
    nb.f("\nAuthorised: {d}\n", d=C.D(rep))
    if r.random() < 0.5:
        nb.f("For discussion at colposcopy MDT {d}.\n", d=C.D(plus(rep, r.randint(2, 12)), r.choice([C.style, "wd"])))
    if r.random() < 0.5:
        audit(nb, c, c.path, rep)
    return nb


RES_TEXT = {
    "high": ("showed {h}. This means there are moderate or severe precancerous cell changes on your cervix. They are not cancer, "
             "but they should be removed so that they cannot develop into cancer in future.",
             "We have booked you for treatment (LLETZ) on {d} at {t}."),
    "low": ("showed {h}. These are mild changes that often go back to normal on their own as your immune system clears HPV. "
            "You do not need treatment at the moment.",
            "We would like to see you again in about 12 months, on or around {d}."),
    "neg": ("showed {h}. No precancerous changes were found.",
            "You can return to routine screening; your next test will be due on or after {d}."),
    "treated": ("removed at your treatment showed {h}. The abnormal area has been completely removed.",
                "You will need a test of cure (an HPV test) at your GP surgery on or after {d}."),
    "gland": ("showed {h}. These are precancerous changes in the glandular cells higher in the cervical canal.",
              "Your case will be discussed at our team meeting and we have arranged to see you on {d} to talk about the next step."),
}


def g_pt_letter(r, c):
    nb = NB()
    C = c.C
    tx = plus(c.t0, r.randint(30, 70))
    ld = plus(tx, r.randint(14, 35))
    kind = r.choice(["high", "low", "neg", "treated", "treated", "gland"])
    hist = {"high": r.choice(["CIN 2", "CIN 3", "CIN 2-3 (HSIL)"]), "low": r.choice(["CIN 1", "HPV changes only (LSIL)"]),
            "neg": r.choice(["no CIN", "normal tissue with inflammation"]), "treated": r.choice(["CIN 3 with clear margins", "CIN 2, completely excised"]),
            "gland": "CGIN (adenocarcinoma in situ)"}[kind]
    letterhead(nb, c, mail=r.random() < 0.6, fax=r.random() < 0.4)
    nb.add(r.choice(["PRIVATE AND CONFIDENTIAL\n", "Private & Confidential - Addressee only\n", ""]))
    nb.put(c.pn("tfull"))
    nb.add("\n")
    nb.put(c.addr if r.random() < 0.5 else [x if not isinstance(x, str) or x != ", " else "\n" for x in c.addr])
    nb.f("\n\n{d}\n\n", d=C.D(ld, r.choice(["long", C.style])))
    nb.f("Our ref: {x}   ", x=P(r.choice(["COL/", "CP/", "GYN/"]) + pad(r, 5) + "/" + c.colpo.init2().upper() + "/" + c.admin.init2().lower(), "IDNUM"))
    nb.f("{l}: {v}\n\n", l=c.mrn_label, v=P(c.mrn, "MRN"))
    nb.add("Dear ")
    nb.put(c.pn(r.choice(["title", "first"])))
    nb.add(",\n\n")
    what = r.choice(["biopsy", "biopsies"]) if kind != "treated" else "treatment"
    nb.f("Thank you for coming to the colposcopy clinic on {d}. I am writing with the results of your {w}.\n\n",
         d=C.D(tx, r.choice(["long", C.style])), w=what)
    a, b = RES_TEXT[kind]
    nb.add("The tissue sample ")
    sent = a.split("{h}")
    nb.add(sent[0])
    nb.add(hist)
    nb.add(sent[1] + " ")
    if kind == "high":
        nb.f(b.split("{d}")[0], )
        nb.put(C.D(plus(ld, r.randint(10, 28)), "wd"))
        nb.f(" at {t} in {w}. ", t="%d:%02d%s" % (r.randint(8, 11), r.choice([0, 15, 30, 45]), "am"),
             w=P(c.ward, "HOSPITAL"))
        nb.add("The treatment takes about 15 minutes under local anaesthetic and you can go home the same day.")
    else:
        due = plus(tx, {"low": 365, "neg": 1095, "treated": 183, "gland": 21}[kind])
        x, y = b.split("{d}")
        nb.add(x)
        nb.put(C.D(due, r.choice(["long", "my" if kind in ("low", "neg") else "long"])))
        nb.add(y)
    nb.add("\n\n")
    nb.add(r.choice([
        "HPV is a very common virus and most people will have it at some point in their lives. Having HPV does not mean that you or your partner have done anything wrong.",
        "Please remember that these changes are common and treatment is very successful: more than 9 out of 10 people need no further treatment.",
        "Stopping smoking helps your body clear HPV. Your GP or pharmacist can help with free support to quit.",
        "If you notice bleeding between periods or after sex, please do not wait for your next appointment - contact us or your GP."]))
    nb.add("\n\n")
    nb.f("If you have any questions, please ring the colposcopy nurses on {t}", t=P(c.hphone, "PHONE"))
    if r.random() < 0.5:
        nb.f(" or email {e}", e=P(c.hemail, "EMAIL"))
    nb.add(". ")
    if r.random() < 0.5:
        nb.f("More information is available at {u}.", u=P(c.url, "URL"))
    nb.add("\n\n")
    doc = c.nurse if r.random() < 0.5 else c.colpo
    signoff(nb, c, doc, lic=False)
    cc_block(nb, c, patient=False)
    if r.random() < 0.3:
        nb.f("\nIf you need this letter in another language or format, call {t}.\n", t=P(C.phone("land"), "PHONE"))
    if r.random() < 0.4:
        audit(nb, c, c.admin, ld)
    return nb
