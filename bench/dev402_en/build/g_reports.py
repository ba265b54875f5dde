"""Genres: sputum microbiology report, CT chest report, spirometry report."""
import ids
from ids import pick, dg
import clin
from common import demo_block, sign, audit, age_parts, he, his, role


def _tm(rng):
    return "%02d:%02d" % (7 + rng.randrange(12), rng.randrange(60))


def _name_line(d, c, lab="Patient"):
    rng = c.rng
    d.f("{lab}: {n}", lab=lab, n=c.pname(pick(rng, ["LAST", "Last", "LAST"])))


def sputum_report(d, c):
    rng = c.rng
    coll = c.before(2, 6)
    d.f("{HOSPITAL:h}\n", h=c.hosp)
    d.t(pick(rng, ["Department of Medical Microbiology\n", "Microbiology Laboratory\n", "Pathology - Microbiology\n",
                   "Clinical Microbiology Service\n"]))
    d.f("Enquiries: {PHONE:t}\n", t=ids.with_ext(rng, c.hosp_tel) if rng.random() < 0.5 else c.hosp_tel)
    d.t(pick(rng, ["SPUTUM CULTURE REPORT\n", "LABORATORY REPORT - RESPIRATORY SPECIMEN\n", "Final report: Sputum\n"]))
    d.t("-" * 48 + "\n")
    _name_line(d, c)
    d.f("\nDOB: {DATE:dob}   Age: {AGE:a}   Sex: {sx}\n", dob=c.d(c.dob), a=str(c.age), sx=c.pt.sex)
    d.f("{ml}: {MRN:m}   {hl}: {HEALTHPLAN:hn}\n", ml=pick(rng, ["MRN", "Hosp No", "Patient ID"]), m=c.mrn, hl=c.hn_label, hn=c.hn)
    if rng.random() < 0.5:
        d.f("Location: {HOSPITAL:w}, {LOCATION_OTHER:b}\n", w=c.ward, b=c.bed)
    else:
        d.f("Location: Bronchiectasis Clinic, {HOSPITAL:h}\n", h=c.hosp)
    d.f("Requested by: {n}\n", n=c.cname(c.cons, pick(rng, ["dr", "drinit", "drfull"])))
    d.f("Lab No: {IDNUM:ln}   Order No: {IDNUM:on}\n", ln=ids.idnum(rng, "lab", coll.year), on=ids.idnum(rng, "order", coll.year))
    d.f("Collected: {DATE:c1} {t1}   Received: {DATE:c2} {t2}   Reported: {DATE:c3}\n", c1=c.d(coll, "num"), t1=_tm(rng),
        c2=c.d(ids.add_days(coll, rng.randrange(2)), "num"), t2=_tm(rng), c3=c.d(c.date0, "num"))
    d.t("Specimen: " + pick(rng, ["Sputum (expectorated)", "Induced sputum (hypertonic saline)", "Sputum - home sample",
                                   "Bronchoalveolar lavage, RLL"]) + "\n\n")
    d.t("MACROSCOPY: " + pick(rng, ["Mucopurulent (Murray-Washington grade 4)", "Purulent", "Mucoid, salivary component",
                                    "Mucopurulent, blood-stained"]) + "\n")
    d.t("MICROSCOPY: Gram stain - " + pick(rng, [">25 PMN/lpf, <10 SEC/lpf; Gram-negative bacilli ++",
                                                 "10-25 PMN/lpf; mixed organisms", "Bartlett score +2; Gram-positive cocci in pairs +"]) + "\n")
    d.t("CULTURE:\n")
    orgs = []
    for _ in range(1 + rng.randrange(3)):
        o = clin.org(rng)
        if o not in orgs:
            orgs.append(o)
    for i, (o, k) in enumerate(orgs):
        d.t("  %d. %s   %s\n" % (i + 1, o, pick(rng, [">10^7 cfu/mL", "10^6 cfu/mL", "10^5 cfu/mL", "heavy growth", "moderate growth"])))
    for i, (o, k) in enumerate(orgs):
        if not k:
            continue
        d.t("\nSUSCEPTIBILITY (isolate %d)       Result   MIC (mg/L)\n" % (i + 1))
        for ab, r, mic in clin.sens_rows(rng, k):
            d.t("  %-30s %-8s %s\n" % (ab, r, mic))
    d.t("\nInterpretation: " + pick(rng, clin.GUIDELINES[8:10]) + ".\n")
    if rng.random() < 0.6:
        d.f("AFB smear (auramine): not seen. Mycobacterial culture in progress, ref {IDNUM:af}; final report at 6 weeks.\n",
            af=ids.idnum(rng, "afb", coll.year))
    if rng.random() < 0.35:
        d.f("Mycobacterial culture from {DATE:pd}: {n} identified by the reference laboratory.\n",
            pd=c.d(c.before(60, 300)), n=pick(rng, clin.NTM))
    if rng.random() < 0.4:
        d.t("Fungal culture (Sabouraud): " + pick(rng, clin.FUNGI) + " isolated.\n")
    d.t("\nCOMMENT:\n")
    if any(k == "pa" for _, k in orgs):
        d.f("P. aeruginosa isolated; previous sample {DATE:ps} was negative. New isolate - consider eradication therapy.\n",
            ps=c.d(c.before(60, 300)))
    d.f("Result telephoned to {n} at {tm} on {DATE:td}.\n", n=c.cname(pick(rng, [c.reg, c.cons]), pick(rng, ["dr", "drfull"])),
        tm=_tm(rng), td=c.d(c.date0, pick(rng, ["num", "daymon", "daymonth"])))
    if rng.random() < 0.6:
        d.t("\nPrevious isolates:\n")
        for _ in range(2 + rng.randrange(3)):
            o, k = clin.org(rng)
            d.f("  {DATE:dd}  {o}\n", dd=c.d(c.before(60, 1500), "num"), o=o)
    d.t("\n")
    d.f("Reported by: {n}, {r} ({l})\n", n=c.cname(c.micro, "full"), r=role(c, "micro"), l=c.lic_parts("micro"))
    d.f("Authorised by user {USERNAME:u} {DATE:ad} {tm}\n", u=c.username(c.micro), ad=c.d(c.date0, "num"), tm=_tm(rng))
    if rng.random() < 0.5:
        d.f("Printed from {IPADDR:ip} by {USERNAME:u2}\n", ip=ids.ip(rng), u2=c.username(c.reg))


FINDINGS = [
    "Cylindrical bronchiectasis in the {lo} with bronchoarterial ratio >1.5 and lack of tapering (signet ring sign).",
    "Varicose bronchiectasis in the {lo} with bronchial wall thickening.",
    "Cystic bronchiectasis in the {lo} with air-fluid levels in two cysts.",
    "Mucus plugging of segmental bronchi in the {lo}.",
    "Tree-in-bud nodularity in the {lo}, in keeping with infective bronchiolitis.",
    "Mosaic attenuation with air trapping on expiratory images.",
    "Small cavitating nodule in the {lo} (8 mm); NTM infection is a consideration.",
    "Subsegmental atelectasis in the {lo}.",
    "No consolidation or pleural effusion.", "Central airways patent; tracheal diameter normal.",
    "Trachea and main bronchi dilated (tracheal diameter 31 mm), raising Mounier-Kuhn.",
    "Patchy ground-glass change in the {lo}.",
]


def ct_report(d, c):
    rng = c.rng
    d.f("{HOSPITAL:h} - {dept}\n", h=c.hosp, dept=pick(rng, ["Department of Radiology", "Medical Imaging", "Diagnostic Imaging"]))
    _name_line(d, c)
    d.f("   {ml}: {MRN:m}\nDOB: {DATE:dob}   Age: {AGE:a}\n", ml=pick(rng, ["MRN", "Hosp No", "UR"]), m=c.mrn,
        dob=c.d(c.dob), a=str(c.age))
    if rng.random() < 0.5:
        d.f("{hl}: {HEALTHPLAN:hn}\n", hl=c.hn_label, hn=c.hn)
    d.f("Accession: {IDNUM:acc}   Exam date: {DATE:ed} {tm}\n", acc=ids.idnum(rng, "rad", c.date0.year), ed=c.d(c.date0), tm=_tm(rng))
    if rng.random() < 0.5:
        d.f("Visit No: {ACCOUNT:v}\n", v=c.acct)
    d.f("Referrer: {n}, Respiratory Medicine\n", n=c.cname(c.cons, pick(rng, ["dr", "drinit", "drfull"])))
    d.t("Examination: " + pick(rng, ["CT THORAX HIGH RESOLUTION (NON-CONTRAST)", "HRCT chest, inspiratory/expiratory and prone",
                                     "CT chest with IV contrast", "CT THORAX - BRONCHIECTASIS PROTOCOL"]) + "\n\n")
    d.t("Clinical details: ")
    d.f("{q}, ", q=pick(rng, ["?progression of bronchiectasis", "recurrent Pseudomonas despite nebulised colistin",
                              "haemoptysis, known bronchiectasis", "?NTM, weight loss", "baseline for bronchiectasis clinic"]))
    d.seq(age_parts(c, pick(rng, ["sex", "yo"])))
    d.t(".\n")
    d.t("Technique: volumetric acquisition, 1 mm reconstructions, lung and mediastinal kernels. Scanner: " +
        pick(rng, ["Siemens SOMATOM Force", "Canon Aquilion ONE", "GE Revolution CT", "Philips Incisive CT"]) +
        ". DLP %d mGy.cm.\n" % (60 + rng.randrange(300)))
    if rng.random() < 0.7:
        d.f("Comparison: CT chest dated {DATE:pc}", pc=c.d(c.before(200, 2000)))
        if rng.random() < 0.4:
            d.f(" (performed at {HOSPITAL:oh})", oh=pick(rng, ["Fenwick General Hospital", "Tarnside Community Hospital",
                                                                 "St Cedd's Hospital", "Lakehead Regional Health Centre",
                                                                 "Koru Bay Hospital", "Copper Ridge Medical Center"]))
        d.t(".\n")
    else:
        d.t("Comparison: none available.\n")
    d.t("\nFINDINGS:\n")
    fs = []
    for _ in range(4 + rng.randrange(3)):
        f = pick(rng, FINDINGS)
        if f not in fs:
            fs.append(f)
    for f in fs:
        d.t(f.format(lo=pick(rng, clin.LOBES)).replace("the both", "both") + "\n")
    d.t(pick(rng, ["Heart size normal. No mediastinal lymphadenopathy.\n", "Small hiatus hernia. Coronary artery calcification.\n",
                   "Mildly enlarged subcarinal node 11 mm, likely reactive.\n"]))
    d.t(pick(rng, ["Upper abdomen: unremarkable.\n", "Upper abdomen: situs inversus totalis (known Kartagener).\n",
                   "Upper abdomen: gallstones.\n"]))
    if rng.random() < 0.4:
        d.t(clin.hard(rng) + "\n")
    d.t("\nIMPRESSION:\n")
    d.t("1. " + pick(rng, ["Moderate cylindrical bronchiectasis, lower lobe predominant", "Extensive bilateral varicose and cystic bronchiectasis",
                           "Mild bronchiectasis confined to the middle lobe and lingula", "Upper lobe predominant bronchiectasis, ?ABPA"]) +
        "; Reiff score %d/18.\n" % (2 + rng.randrange(14)))
    if rng.random() < 0.7:
        d.f("2. {ch} since {DATE:pc2}.\n", ch=pick(rng, ["Progression", "No significant change", "Increased mucus plugging"]),
            pc2=c.d(c.before(200, 2000), pick(rng, ["monyear", "num", "year"])))
    d.f("\nReported by: {n}, {r} ({l})\n", n=c.cname(c.rad, pick(rng, ["drfull", "drinit"])), r=role(c, "rad"), l=c.lic_parts("rad"))
    d.f("Report verified: {DATE:vd} {tm}", vd=c.d(c.after(0, 3)), tm=_tm(rng))
    if rng.random() < 0.6:
        d.f(" from PACS workstation {IPADDR:ip}", ip=ids.ip(rng))
    d.t("\n")
    if rng.random() < 0.5:
        d.f("Dictated by {USERNAME:u}; transcribed by {DOCTOR:tr}\n", u=c.username(c.rad), tr=c.sec.inits().lower())


def spirometry_report(d, c):
    rng = c.rng
    d.f("{HOSPITAL:h}\n{dept}\n", h=c.hosp, dept=pick(rng, ["Lung Function Laboratory", "Respiratory Physiology Unit",
                                                           "Pulmonary Function Lab", "Lung Function Unit"]))
    d.t(pick(rng, ["SPIROMETRY REPORT (pre/post bronchodilator)\n", "Spirometry with reversibility\n", "PULMONARY FUNCTION REPORT\n"]))
    _name_line(d, c, "Name")
    d.f("   ID: {MRN:m}\nDOB: {DATE:dob}   Age: {AGE:a}   Sex: {sx}\n", m=c.mrn, dob=c.d(c.dob), a=str(c.age), sx=c.pt.sex)
    h = 150 + rng.randrange(40)
    d.f("Height {h} cm   Weight {w} kg   Ethnicity: {e} ({eq})\n", h=str(h), w=str(45 + rng.randrange(60)),
        e=pick(rng, ["Caucasian", "North East Asian", "South East Asian", "African American", "Other/mixed"]),
        eq=pick(rng, ["GLI-2012", "GLI Global 2022"]))
    d.f("Test date: {DATE:td} {tm}   Operator: {DOCTOR:op}\n", td=c.d(c.date0), tm=_tm(rng),
        op=pick(rng, [c.cns.full(), c.cns.inits(), c.physio.full()]))
    d.f("Referring clinician: {n}\n", n=c.cname(c.cons, pick(rng, ["dr", "drfull"])))
    d.f("Equipment: {eq}, SN {DEVICE:sn}\n", eq=pick(rng, ["Vyntus SPIRO (Vyaire)", "Vitalograph Alpha", "ndd EasyOne Air",
                                                          "Jaeger MasterScreen", "MIR Spirolab"]), sn=ids.serial(rng, "spiro").replace("SN ", ""))
    fev1, fvc, pct, ratio = clin.spiro_vals(rng, c.pt.sex, c.age)
    post = round(fev1 * rng.uniform(1.0, 1.14), 2)
    d.t("\n%-14s %7s %7s %7s %7s %7s\n" % ("", "Pre", "%Pred", "Z", "Post", "%Chg"))
    rows = [("FEV1 (L)", fev1, pct, post), ("FVC (L)", fvc, min(120, pct + 12), round(fvc * rng.uniform(1, 1.08), 2)),
            ("FEV1/FVC (%)", ratio, None, int(100 * post / fvc)), ("PEF (L/min)", 150 + rng.randrange(300), pct + 5, None),
            ("FEF25-75 (L/s)", round(rng.uniform(0.3, 2.2), 2), max(10, pct - 25), None)]
    for nm, pre, pp, po in rows:
        z = "%.2f" % (-(100 - (pp or 80)) / 18.0)
        chg = "%d" % int(100 * (po - pre) / pre) if po else ""
        d.t("%-14s %7s %7s %7s %7s %7s\n" % (nm, pre, pp if pp else "", z, po if po else "", chg))
    d.t("\nBronchodilator: salbutamol 400 mcg via spacer, post-test at 15 min.\n")
    d.t("Quality: " + pick(rng, ["ATS/ERS 2019 grade A/A", "grade B (FEV1) / A (FVC)", "grade C - repeatability limited by coughing"]) + ".\n")
    d.t("Technician comments: " + pick(rng, ["good effort, productive cough between blows.", "coughing fits after each manoeuvre; sample sent.",
                                             "reproducible; 5 manoeuvres.", clin.hard(rng)]) + "\n\n")
    d.t("Interpretation: " + pick(rng, ["Moderate obstructive defect without significant bronchodilator response.",
                                        "Mild obstruction; FEV1/FVC below LLN.", "Mixed pattern - suggest full PFTs with lung volumes.",
                                        "Spirometry within normal limits (GLI)."]) + "\n")
    if rng.random() < 0.8:
        d.t("\nPrevious results:\n%-16s %8s %8s\n" % ("Date", "FEV1", "FVC"))
        dd = c.date0
        for _ in range(2 + rng.randrange(3)):
            dd = ids.add_days(dd, -(120 + rng.randrange(300)))
            d.f("{DATE:pd}", pd=c.d(dd, "num"))
            d.t(" " * 6 + "%8.2f %8.2f\n" % (fev1 + rng.uniform(-0.1, 0.35), fvc + rng.uniform(-0.1, 0.4)))
    d.f("\nReported by: {n} ({l}) on {DATE:rd}\n", n=c.cname(c.cons, pick(rng, ["drfull", "dr"])), l=c.lic_parts("cons"),
        rd=c.d(c.after(0, 5)))
    if rng.random() < 0.6:
        d.f("Report ID {IDNUM:rid}; exported from {IPADDR:ip}\n", rid=ids.idnum(rng, "lf", c.date0.year), ip=ids.ip(rng))
