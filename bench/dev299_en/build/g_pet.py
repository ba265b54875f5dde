"""Genres: PET-CT report, bone scan report."""
import pools as P
from common import letterhead, pt_header, signature, cc_block

SCANNERS = ["Siemens Biograph Vision 600", "GE Discovery MI", "GE Omni Legend", "Philips Vereos",
            "Siemens Biograph mCT Flow", "United Imaging uMI 550", "Canon Cartesion Prime"]
CAMERAS = ["Siemens Symbia Intevo Bold", "GE NM/CT 870 DR", "GE Discovery 670", "Mediso AnyScan SC",
           "Philips BrightView XCT", "Siemens Symbia T16"]


def _hist_date(c, back_lo, back_hi, style=None):
    return c.D(c.plus(c.exam, -c.ri(back_lo, back_hi)), style or c.ch(["my", "num", "long", "Mmy", "med"]))


def _lung(c, d):
    side = c.ch(["right upper lobe", "left upper lobe", "right lower lobe", "left lower lobe"])
    size = c.ri(14, 58)
    d.f("Clinical information: {a} {sx}, {sm}. CT {dt}: {sz} mm spiculated {side} mass. "
        "EBUS-TBNA {dt2} confirmed adenocarcinoma (TTF-1 positive, PD-L1 TPS {pd}%). Staging.\n\n",
        a=c.age_seg(), sx=c.sex_word(), sm=c.ch(["ex-smoker 40 pack-years", "current smoker",
                                                  "never smoker", "ex-smoker, quit 15 years ago"]),
        dt=_hist_date(c, 20, 60), sz=str(size), side=side, dt2=_hist_date(c, 5, 19), pd=str(c.ri(1, 90)))
    suv = c.ri(60, 210) / 10.0
    node = c.ch(["4R", "7", "10L", "4L", "11R"])
    return ("Thorax: Intensely FDG-avid {side} mass measuring {sz} x {sz2} mm, SUVmax {suv}. "
            "FDG-avid station {node} node, short axis {n} mm, SUVmax {ns}. No contralateral "
            "mediastinal or supraclavicular nodal uptake. Small right pleural effusion without uptake.\n"
            "Abdomen/pelvis: Physiological bowel and urinary tract activity. Adrenals unremarkable. "
            "No FDG-avid hepatic lesion (liver SUVmean {lm}).\n"
            "Skeleton: No FDG-avid osseous metastasis. Degenerative change L4/5.\n").format(
        side=side, sz=size, sz2=size - c.ri(2, 9), suv=suv, node=node, n=c.ri(9, 22), ns=c.ri(35, 95) / 10.0,
        lm=c.ri(16, 28) / 10.0), ["Avid {} primary, SUVmax {}.".format(side, suv),
                                   "Ipsilateral station {} nodal disease, in keeping with cN2.".format(node),
                                   "No distant metastatic disease (cM0)."]


def _lymphoma(c, d):
    kind = c.ch(["diffuse large B-cell lymphoma", "classical Hodgkin lymphoma", "follicular lymphoma grade 3A"])
    reg = c.ch(["R-CHOP", "ABVD", "Pola-R-CHP", "BEACOPP", "R-CHOP-21"])
    cyc = c.ri(2, 6)
    ds = c.ch([1, 2, 3, 4, 5])
    d.f("Clinical details: {a} {sx} with {k} diagnosed {dx}. {reg} x {cy}, last cycle {lc}. "
        "{ph} PET for response assessment (Lugano).\n\n",
        a=c.age_seg(), sx=c.sex_word(), k=kind, dx=_hist_date(c, 120, 300), reg=reg, cy=str(cyc),
        lc=_hist_date(c, 14, 28, c.ch(["num", "long", "dM"])), ph=c.ch(["Interim", "End-of-treatment"]))
    return ("Reference: mediastinal blood pool SUVmax {mbp}, liver SUVmax {lv}.\n"
            "Neck: Previously avid left level II-IV nodes have resolved.\n"
            "Chest: Residual anterior mediastinal soft tissue {r} x {r2} mm with uptake {cmp} (SUVmax {s}).\n"
            "Abdomen: Spleen normal in size ({sp} cm) with homogeneous uptake. No avid retroperitoneal nodes.\n"
            "Marrow: Diffuse mildly increased marrow uptake, likely reactive post G-CSF.\n").format(
        mbp=c.ri(14, 22) / 10.0, lv=c.ri(22, 34) / 10.0, r=c.ri(18, 45), r2=c.ri(8, 17),
        cmp=["below mediastinum", "between mediastinum and liver", "equal to liver",
             "moderately above liver", "markedly above liver"][ds - 1], s=c.ri(12, 99) / 10.0,
        sp=c.ri(9, 14)), ["Deauville score {} (Lugano {}).".format(
            ds, "complete metabolic response" if ds <= 3 else "partial metabolic response"),
        "No new sites of disease."]


def _psma(c, d):
    psa = c.ri(2, 180) / 10.0
    tracer = c.ch(["Ga-68 PSMA-11", "F-18 PSMA-1007", "F-18 DCFPyL", "F-18 rhPSMA-7.3"])
    d.f("Indication: {a} {sx}, radical prostatectomy {rp} (pT3a N0, Gleason 4+3=7, ISUP 3). "
        "Biochemical recurrence, PSA {psa} ng/mL (doubling time {dt} months). Restaging.\n\n",
        a=c.age_seg(), sx="man", rp=_hist_date(c, 500, 2200, c.ch(["y", "my", "Mmy"])), psa=str(psa),
        dt=str(c.ri(3, 14)))
    c._tracer = tracer
    return ("Prostate bed: Focal PSMA-expressing lesion at the left vesicourethral anastomosis, SUVmax {a} "
            "(PSMA-RADS 4).\nNodes: {n} mm left external iliac node, SUVmax {ns} (miN1).\n"
            "Viscera: Physiological uptake in salivary and lacrimal glands, liver, spleen, kidneys and bowel.\n"
            "Bones: No PSMA-avid skeletal lesion (miM0). Benign-appearing uptake in a right rib, likely "
            "old fracture.\n").format(a=c.ri(40, 190) / 10.0, n=c.ri(5, 14), ns=c.ri(30, 160) / 10.0), [
        "Local recurrence at the vesicourethral anastomosis (miTr).",
        "Single left external iliac nodal metastasis (miN1a).", "No distant disease. PRIMARY score 4."]


def _net(c, d):
    d.f("Clinical information: {a} {sx}. Small bowel NET (grade 2, Ki-67 {ki}%), right hemicolectomy "
        "{op}. Chromogranin A {cga} ug/L. ?Somatostatin receptor expression for PRRT eligibility.\n\n",
        a=c.age_seg(), sx=c.sex_word(), ki=str(c.ri(3, 18)), op=_hist_date(c, 200, 900), cga=str(c.ri(80, 900)))
    c._tracer = "Ga-68 DOTATATE"
    return ("Liver: Multiple SSTR-avid hepatic metastases, the largest in segment VII (SUVmax {a}), "
            "uptake greater than spleen (Krenning 4).\nNodes: Avid mesenteric nodal mass {m} mm with "
            "surrounding desmoplastic reaction.\nPancreas: Physiological uncinate process uptake.\n"
            "Bones: Avid lesion in T{t} vertebral body (SUVmax {b}).\n").format(
        a=c.ri(250, 780) / 10.0, m=c.ri(18, 41), t=c.ri(5, 12), b=c.ri(90, 300) / 10.0), [
        "Extensive SSTR-positive hepatic, mesenteric nodal and osseous disease.",
        "Krenning score 4; suitable for Lu-177 DOTATATE from an imaging perspective.",
        "Recommend FDG PET-CT to assess for discordant disease (NETPET)."]


def _crc(c, d):
    d.f("Clinical details: {a} {sx}. Sigmoid adenocarcinoma, anterior resection {op}, adjuvant CAPOX. "
        "CEA rising to {cea} ug/L on {cd}. CT equivocal presacral soft tissue. ?recurrence.\n\n",
        a=c.age_seg(), sx=c.sex_word(), op=_hist_date(c, 400, 1500, c.ch(["y", "my"])), cea=str(c.ri(6, 60) / 1.0),
        cd=_hist_date(c, 10, 40, c.ch(["num", "dM", "med"])))
    return ("Pelvis: Presacral soft tissue {s} mm with moderate uptake (SUVmax {su}), increased from "
            "post-operative CT, suspicious for local recurrence.\nLiver: Two hypoattenuating lesions in "
            "segments IVa and VIII, SUVmax {l1} and {l2}.\nLungs: {n} mm left lower lobe nodule below PET "
            "resolution, no uptake.\nPeritoneum: No avid deposit.\n").format(
        s=c.ri(15, 38), su=c.ri(45, 120) / 10.0, l1=c.ri(50, 110) / 10.0, l2=c.ri(40, 90) / 10.0, n=c.ri(3, 6)), [
        "Presacral recurrence.", "Two FDG-avid hepatic metastases, potentially resectable - for HPB MDT.",
        "Indeterminate 4 mm lung nodule, follow-up CT."]


def _puo(c, d):
    d.f("Reason for exam: {a} {sx}, pyrexia of unknown origin for {w} weeks, CRP {crp} mg/L, ESR {esr}. "
        "Blood cultures negative x3. TTE without vegetation. ?vasculitis ?occult infection ?malignancy.\n\n",
        a=c.age_seg(), sx=c.sex_word(), w=str(c.ri(3, 8)), crp=str(c.ri(40, 220)), esr=str(c.ri(40, 110)))
    return ("Vessels: Smooth, circumferential FDG uptake of the thoracic aorta, subclavian and axillary "
            "arteries, grade 3 (greater than liver), PETVAS {pv}.\nNo focal infective source identified. "
            "No FDG-avid lymphadenopathy.\nBone marrow and spleen: diffuse reactive uptake.\n"
            "Joints: Mild periarticular shoulder uptake (polymyalgic pattern).\n").format(pv=c.ri(22, 38)), [
        "Large-vessel vasculitis pattern, most consistent with giant cell arteritis.",
        "No infective or neoplastic source of fever identified."]


INDS = [("lung", _lung, "F-18 FDG PET-CT skull base to mid-thigh"),
        ("lym", _lymphoma, "F-18 FDG PET-CT vertex to mid-thigh"),
        ("psma", _psma, "PSMA PET-CT"),
        ("net", _net, "Ga-68 DOTATATE PET-CT"),
        ("crc", _crc, "F-18 FDG PET-CT half body"),
        ("puo", _puo, "F-18 FDG PET-CT whole body (vasculitis protocol)")]


def pet_ct(c, d):
    c._tracer = "F-18 FDG"
    if c.maybe(0.7):
        letterhead(d, c)
    key, fn, exam = c.ch(INDS)
    lo, hi, sx = {"lung": (45, 89, None), "lym": (19, 86, None), "psma": (50, 88, "M"), "net": (30, 85, None),
                  "crc": (35, 88, None), "puo": (55, 89, None)}[key]
    c.set_age(lo, hi, sx)
    ref = c.staff("ref")
    pt_header(d, c, exam, referrer=ref, ref_site=c.ch(P.HOSPITALS[c.c]) if c.maybe(0.5) else None)
    body, imp = fn(c, d)
    tech = c.staff("tech")
    act = c.ri(180, 400) if "FDG" in c._tracer else c.ri(100, 250)
    if key == "psma" and "F-18" in c._tracer:
        act = c.ri(250, 360)
    d.t("Technique: ")
    upt = c.ri(55, 95)
    glu = ("%.1f mmol/L" % (c.ri(42, 92) / 10.0)) if c.c != "US" else ("%d mg/dL" % c.ri(76, 166))
    d.f("{act} {tr} administered IV via {site} at {t1} by {who}", act=c.mbq(act), tr=c._tracer,
        site=c.ch(["left antecubital fossa", "right antecubital fossa", "right dorsum of hand", "PICC line"]),
        t1=c.time(), who=[(tech.nm(c.ch(["ii", "fl", "il"])), "DOCTOR")])
    if c.maybe(0.5):
        d.f(" in uptake room {r}", r=(c.ch(["3", "2", "U4", "5B", "1"]), "LOCATION_OTHER"))
    d.f(". Weight {w} kg. Blood glucose {g}. Uptake time {u} min. Low-dose CT (120 kV, "
        "modulated mAs) for attenuation correction and localisation; {ct}. Scanner: {sc}.\n",
        w=str(c.pt["weight"]), g=glu, u=str(upt), sc=c.ch(SCANNERS),
        ct=c.ch(["no IV contrast", "oral contrast only", "IV contrast (Omnipaque 350, 80 mL) for diagnostic CT"]))
    c._clock += upt + 25
    if c.maybe(0.3):
        d.f("Extravasation check: injection site counts < 1% of administered activity (Lara system SN {sn}).\n",
            sn=(c.serial(), "DEVICE"))
    d.t("\nComparison: ")
    if c.maybe(0.75):
        d.f("{mod} dated {dt}", mod=c.ch(["CT CAP", "CT chest", "Previous PET-CT", "MRI pelvis", "CT TAP"]),
            dt=_hist_date(c, 14, 400, c.ch(["num", "long", "med", "iso"])))
        if c.maybe(0.5):
            d.f(" performed at {h}", h=(c.ch(P.HOSPITALS[c.c]), "HOSPITAL"))
        d.t(".\n\n")
    else:
        d.t("None available.\n\n")
    d.t(c.ch(["Findings:\n", "FINDINGS\n", "Report:\n"]))
    d.t("Head and neck: Physiological cerebral, tonsillar and salivary uptake. No avid cervical nodes.\n")
    d.t(body)
    if c.maybe(0.35):
        d.f("Incidental: Focal caecal uptake (SUVmax {s}); colonoscopy suggested if clinically appropriate.\n",
            s=str(c.ri(60, 150) / 10.0))
    d.t("\n" + c.ch(["Impression:\n", "IMPRESSION:\n", "Conclusion:\n", "CONCLUSION\n"]))
    for i, s in enumerate(imp):
        d.t("%d. %s\n" % (i + 1, s))
    if c.maybe(0.5):
        rad = c.staff("rad")
        k = c.ri(0, 2)
        if k == 0:
            d.f("\nUrgent finding communicated to {r} by telephone on {dt} at {tm}.\n",
                r=c.drn(ref, c.ch(["l", "fl"])), dt=c.D(c.exam, c.ch(["num", "dM", "wdshort"])), tm=c.time())
        elif k == 1:
            d.f("\nFor discussion at the {m} MDT on {dt}.\n", m=c.ch(["lung", "lymphoma", "urology", "NET",
                                                                        "colorectal", "upper GI"]),
                dt=c.D(c.wkday(c.plus(c.exam, c.ri(2, 9))), c.ch(["wdshort", "wdlong", "dM"])))
        else:
            d.f("\nCompared with and agreed by {r2} (double report).\n", r2=c.drn(c.staff("rad2"), "fl"))
    signature(d, c, c.staff("rad"), "rad", when=c.plus(c.exam, c.ch([0, 0, 1, 2])))
    if c.c == "US" and c.maybe(0.6):
        d.f("\nCPT 78815  ICD-10 {i}\n", i=c.ch(["C34.11", "C83.30", "R97.21", "C7A.012", "C18.7", "R50.9"]))
    if c.maybe(0.5):
        cc_block(d, c)


# ---------------- bone scan -----------------

def _bs_prostate(c, d):
    d.f("Clinical: {a} {sx}. New diagnosis prostate adenocarcinoma, Gleason {g}, PSA {psa} ng/mL. "
        "MRI prostate {mr}: T3b. Staging bone scan.\n\n", a=c.age_seg(), sx="man",
        g=c.ch(["4+4=8", "4+5=9", "4+3=7", "5+4=9"]), psa=str(c.ri(120, 1400) / 10.0),
        mr=_hist_date(c, 7, 40, c.ch(["num", "dM", "med"])))
    return ("Whole body images show foci of increased osteoblastic activity in the {a}, {b} and posterior "
            "right {r}th rib. SPECT-CT of the thoracolumbar spine localises the {a} uptake to a sclerotic "
            "lesion in the vertebral body extending into the pedicle.\nSymmetrical uptake at both knees "
            "and first MTPJs in keeping with degenerative change.\nRenal tracts visualised normally.\n").format(
        a=c.ch(["T11", "L2", "L3", "T8"]), b=c.ch(["left ilium", "sacrum", "right pubic ramus"]),
        r=c.ri(5, 10)), ["Multiple osteoblastic skeletal metastases (at least 3).",
                         "Degenerative change knees and feet."]


def _bs_breast(c, d):
    d.f("Clinical: {a} {sx}. ER+ HER2- left breast carcinoma treated {y}. New thoracic back pain, "
        "ALP {alp} U/L. ?bone metastases.\n\n", a=c.age_seg(), sx="woman" if c.pt["p"].sex == "F" else "man",
        y=_hist_date(c, 700, 3000, "y"), alp=str(c.ri(90, 260)))
    return ("There is intense linear uptake along the superior endplate of T{t} corresponding to a "
            "{p}% height loss on SPECT-CT, likely an osteoporotic insufficiency fracture. No other "
            "abnormal skeletal foci. Uptake at the sternomanubrial joint is degenerative.\n").format(
        t=c.ri(7, 12), p=c.ri(15, 40)), ["Recent T-spine insufficiency fracture, no scintigraphic "
                                         "evidence of metastatic disease.", "Suggest DXA."]


def _bs_three(c, d):
    site = c.ch(["left total knee replacement", "right total hip replacement", "right first metatarsal head",
                 "left calcaneum"])
    d.f("Clinical: {a} {sx}, type 2 DM, {s}, {w} weeks pain and swelling, CRP {crp}. "
        "?osteomyelitis ?loosening. Three-phase bone scan requested.\n\n", a=c.age_seg(), sx=c.sex_word(),
        s=site, w=str(c.ri(3, 16)), crp=str(c.ri(8, 140)))
    return ("Flow phase: Increased arterial flow to the region of the {s}.\nBlood pool: Corresponding "
            "hyperaemia.\nDelayed (3 h) images: Focal intense uptake at the {s} with periprosthetic/"
            "cortical extension. Charcot changes of the midfoot are not present.\n").format(s=site), [
        "Positive three-phase study at the {} - osteomyelitis/infection favoured over aseptic change.".format(site),
        "Consider labelled leucocyte scan (Tc-99m HMPAO WBC) for specificity."]


def _bs_paget(c, d):
    d.f("Clinical: {a} {sx}. Incidental ALP {alp} U/L, bowing of tibia. ?Paget's disease extent.\n\n",
        a=c.age_seg(), sx=c.sex_word(), alp=str(c.ri(200, 600)))
    return ("Intense homogeneous uptake throughout the right hemipelvis and the entire left tibia with "
            "expansion and anterior bowing, typical of Paget's disease of bone. The skull shows "
            "'cotton wool' appearance of the vault.\n"), ["Polyostotic Paget's disease (right hemipelvis, "
                                                         "left tibia, skull vault).", "Bisphosphonate therapy "
                                                         "may be considered; recommend endocrinology review."]


def _bs_child(c, d):
    raise NotImplementedError  # handled inline in bone_scan


BS = [_bs_prostate, _bs_prostate, _bs_breast, _bs_three, _bs_paget, _bs_child]


def bone_scan(c, d):
    if c.maybe(0.6):
        letterhead(d, c)
    fn = c.ch(BS)
    if fn is _bs_prostate:
        c.set_age(50, 91, "M")
    elif fn is _bs_breast:
        c.set_age(32, 88, "F")
    elif fn is _bs_paget:
        c.set_age(56, 96)
    elif fn is _bs_three:
        c.set_age(35, 90)
    ref = c.staff("ref")
    rad = c.staff("rad")
    if fn is _bs_child:
        # pediatric: set age before header
        age = c.ri(9, 17)
        c.pt["age"] = age
        c.pt["dob"] = c.plus(c.exam, -(365 * age + c.ri(10, 300)))
    exam = c.ch(["Whole body bone scan with SPECT-CT", "Tc-99m HDP bone scintigraphy",
                 "NM BONE WHOLE BODY + SPECT", "Isotope bone scan"])
    if fn is _bs_three:
        exam = "Three-phase bone scan"
    pt_header(d, c, exam, referrer=ref, ref_site=c.ch(P.PRACTICES[c.c]) if c.maybe(0.4) else None)
    if fn is _bs_child:
        a = c.pt["age"]
        d.f("Clinical: {a} {sx} with {w} months night pain in the left femur relieved by NSAIDs. "
            "?osteoid osteoma ?stress reaction. Accompanied by {rel} {fam}.\n\n",
            a=c.age_seg(a), sx="boy" if c.pt["p"].sex == "M" else "girl", w=str(c.ri(2, 7)),
            rel=c.ch(["mother", "father", "grandmother"]), fam=(c.pt["fam"].nm(c.ch(["fl", "f"])), "FAMILY"))
        body, imp = ("Focal intense uptake in the posterior cortex of the proximal left femoral shaft with a "
                     "central nidus on SPECT-CT ('double density' sign). Open growth plates with normal "
                     "physeal uptake.\n", ["Appearances characteristic of osteoid osteoma, left femur.",
                                           "Suitable for CT-guided RFA - refer to IR."])
        act = c.ri(150, 400)
    else:
        body, imp = fn(c, d)
        act = c.ri(550, 800)
    tr = c.ch(["Tc-99m HDP", "Tc-99m MDP", "Tc-99m oxidronate", "99mTc-HDP"])
    d.f("Radiopharmaceutical: {a} {tr} IV at {t}. Images acquired at {h} h on {cam} (LEHR collimator, "
        "15% window at 140 keV).", a=c.mbq(act), tr=tr, t=c.time(), h=c.ch(["3", "3.5", "4", "2.5"]),
        cam=c.ch(CAMERAS))
    if c.maybe(0.5):
        d.f(" Batch {b}.", b=(c.letters(2) + c.digits(5), "IDNUM"))
    d.t("\n")
    if c.maybe(0.4):
        d.f("Patient voided before imaging; hydration advised. Tech: {t}.\n", t=(c.staff("tech").nm(c.ch(["ii", "fl"])), "DOCTOR"))
    if c.maybe(0.6):
        d.f("Comparison: bone scan {dt}", dt=_hist_date(c, 180, 900, c.ch(["num", "long", "my"])))
        if c.maybe(0.5):
            d.f(" ({h})", h=(c.ch(P.HOSPITALS[c.c]), "HOSPITAL"))
        d.t(".\n")
    d.t("\n" + c.ch(["Findings:\n", "REPORT\n", "Findings\n"]) + body)
    d.t("\n" + c.ch(["Conclusion:\n", "IMPRESSION:\n", "Summary:\n"]))
    bullet = c.maybe(0.4)
    for i, s in enumerate(imp):
        d.t("- %s\n" % s if bullet else "%d. %s\n" % (i + 1, s))
    signature(d, c, rad, "rad", when=c.plus(c.exam, c.ch([0, 1])))
    if c.maybe(0.4):
        cc_block(d, c)
