"""Genres: endocrine dynamic test result sheet; pituitary MDT summary."""
import fakers as F
import pools
import blocks as B


def _clock(h, m, add):
    t = h * 60 + m + add
    return "%02d:%02d" % (t // 60, t % 60)


def test_sheet(rng, c, nb):
    pt = F.Patient(rng, c, 18, 80)
    hosp = rng.choice(pools.HOSPITALS[c])
    nurse = F.Staff(rng, c, "staff", creds={"IE": ["CNS", "RGN", "CNM2"], "IN": ["RN", "BSc Nursing"], "US": ["RN", "LPN", "RN, BSN"]}[c])
    req = F.Staff(rng, c, "doc")
    rep = F.Staff(rng, c, "doc")
    us = c == "US"
    test = rng.choice(["sst", "sst", "ogtt", "gst", "wdt", "ods", "gh_ogtt", "sit"])
    names = {
        "sst": "Cosyntropin Stimulation Test (250 mcg IV)" if us else "Short Synacthen Test (tetracosactide 250 micrograms IV)",
        "ogtt": "75 g Oral Glucose Tolerance Test",
        "gst": "Glucagon Stimulation Test (GH and cortisol reserve)",
        "wdt": "Water Deprivation Test with Desmopressin",
        "ods": "Overnight 1 mg Dexamethasone Suppression Test",
        "gh_ogtt": "OGTT with Growth Hormone Suppression",
        "sit": "Saline Infusion Test (2 L 0.9% NaCl over 4 h)",
    }
    nb.ln((hosp, "HOSPITAL"))
    nb.ln(rng.choice(["Endocrine Investigation Unit", "Endocrine Day Ward", "Metabolic Test Unit", "Endocrine Function Testing"]))
    if rng.random() < 0.5:
        nb.ln("Tel: ", (F.phone(rng, c, mobile=False, ext=rng.random() < 0.4), "PHONE"))
    nb.ln("=" * 56)
    nb.ln("DYNAMIC FUNCTION TEST - RESULT SHEET")
    nb.ln("Test: ", names[test])
    nb.ln("=" * 56)
    st = pt.ds
    nb.f("Name: {0}    DOB: {1}\n", pt.pick(rng, ["lastfirst", "full", "lf"]), F.D(pt.dob, c, st))
    nb.f("{0}{1}    Sex: {2}    Age: {3}\n", rng.choice(["MRN: ", "Hosp No: ", "UHID: " if c == "IN" else "Chart: "]), (pt.mrn, "MRN"), pt.sex, (str(pt.age), "AGE"))
    loc = rng.randint(0, 2)
    if loc == 0:
        nb.f("Location: Bed {0}, {1}\n", (str(rng.randint(1, 12)), "LOCATION_OTHER"), (rng.choice(pools.WARDS[c]), "HOSPITAL"))
    elif loc == 1:
        nb.f("Location: Day unit, chair {0}\n", (str(rng.randint(1, 8)), "LOCATION_OTHER"))
    else:
        nb.f("Location: Room {0}\n", (rng.choice(["2", "4B", "11", "3A", "214", "7"]), "LOCATION_OTHER"))
    if rng.random() < 0.3:
        B.id_lines(nb, rng, pt, [rng.choice(["acct", "plan", "bio"])])
    nb.f("Requested by: {0}    Test date: {1}\n", req.ref(rng), F.D(pt.visit, c, rng.choice([st, "wk"])))
    ind = {"sst": ["?adrenal insufficiency - on long-term inhaled steroids", "post-pituitary surgery assessment", "hyponatraemia, fatigue, ?Addison's disease",
                   "weaning prednisolone after 2 years for PMR"],
           "ogtt": ["?impaired glucose tolerance, HbA1c 44", "post-transplant diabetes screen", "cystic fibrosis annual screen", "PCOS"],
           "gst": ["?GH deficiency after cranial irradiation", "non-functioning macroadenoma, post TSS", "fatigue after traumatic brain injury"],
           "wdt": ["polyuria 6 L/day, ?cranial DI", "lithium use, ?nephrogenic DI", "post-craniopharyngioma surgery"],
           "ods": ["adrenal incidentaloma 2.8 cm R adrenal", "?Cushing's syndrome - weight gain, striae", "resistant hypertension with hypokalaemia"],
           "gh_ogtt": ["?acromegaly - enlarging hands, IGF-1 1.8x ULN", "post-surgical acromegaly review"],
           "sit": ["primary aldosteronism screen positive (ARR raised)", "hypertension + hypokalaemia"]}[test]
    nb.ln("Indication: ", rng.choice(ind))
    nb.f("Weight {0} kg   Height {1} cm   Baseline BP {2}/{3}\n", "%.1f" % rng.uniform(48, 130), str(rng.randint(150, 192)), str(rng.randint(100, 160)), str(rng.randint(60, 95)))
    h0 = rng.choice([8, 8, 9])
    m0 = rng.choice([0, 5, 10, 15, 30, 35])
    nb.f("Cannula sited {0} by {1}. ", _clock(h0, m0, -20), nurse.ref(rng))
    if test == "sst":
        nb.t(rng.choice(["Hydrocortisone omitted for 24 h. ", "No oral oestrogen. ", "Prednisolone last taken 48 h prior. "]))
    elif test in ("ogtt", "gh_ogtt"):
        nb.t("Fasted from 22:00. ")
    elif test == "wdt":
        nb.t("Fluids withheld from 07:30; weighed hourly. ")
    nb.blank()
    nb.blank()
    if test in ("sst", "ogtt", "gst", "gh_ogtt"):
        if test == "sst":
            times = [0, 30, 60]
            heads = ["Time (min)", "Clock", "Cortisol (%s)" % ("mcg/dL" if us else "nmol/L"), "ACTH (%s)" % ("pg/mL" if us else "ng/L"), "Specimen"]
        elif test == "ogtt":
            times = [0, 60, 120] if rng.random() < 0.5 else [0, 120]
            heads = ["Time (min)", "Clock", "Glucose (%s)" % B.units_glucose(c), "Insulin (mU/L)", "Specimen"]
        elif test == "gst":
            times = [0, 90, 120, 150, 180, 210, 240]
            heads = ["Time (min)", "Clock", "GH (ug/L)", "Cortisol (%s)" % ("mcg/dL" if us else "nmol/L"), "Specimen"]
        else:
            times = [0, 30, 60, 90, 120]
            heads = ["Time (min)", "Clock", "Glucose (%s)" % B.units_glucose(c), "GH (ug/L)", "Specimen"]
        widths = [12, 8, 19, 20]
        nb.row(heads, widths)
        peak_ok = rng.random() < 0.6
        for i, tm in enumerate(times):
            if test == "sst":
                base = rng.uniform(80, 400)
                v = base * (1 + (tm / 30) * (0.8 if peak_ok else 0.2))
                a = "%.1f" % (v / 27.6) if us else "%d" % v
                b = ("%d" % rng.randint(5, 120)) if tm == 0 else "-"
            elif test == "ogtt":
                g = rng.uniform(4.6, 7.2) + (tm / 120) * rng.uniform(0, 6)
                a = "%.1f" % g if c == "IE" else "%d" % (g * 18)
                b = "%d" % rng.randint(4, 120)
            elif test == "gst":
                a = "%.2f" % (rng.uniform(0.05, 1.0) if tm == 0 or not peak_ok else rng.uniform(1, 9))
                b = "%d" % rng.randint(150, 600)
            else:
                g = rng.uniform(4.6, 9.8)
                a = "%.1f" % g if c == "IE" else "%d" % (g * 18)
                b = "%.2f" % rng.uniform(0.1, 4.5)
            nb.row(["%d" % tm, _clock(h0, m0, tm), a, b, (F.accession(rng), "IDNUM") if rng.random() < 0.5 or i == 0 else "-"], widths)
    elif test == "wdt":
        widths = [8, 10, 16, 16, 12]
        nb.row(["Clock", "Wt (kg)", "Serum Osm", "Urine Osm", "Na", "Urine vol (mL)"], widths + [16])
        w = rng.uniform(55, 95)
        for i in range(rng.randint(5, 8)):
            nb.row([_clock(7, 30, 60 * i), "%.1f" % (w - 0.3 * i), "%d" % (284 + rng.randint(0, 4) * i), "%d" % rng.randint(90, 700),
                    "%d" % (139 + i // 2), "%d" % rng.randint(80, 450)], widths + [16])
        nb.f("Desmopressin 2 micrograms IM at {0}; urine osm after 2 h {1} mOsm/kg.\n", _clock(7, 30, 60 * 8), str(rng.randint(300, 820)))
    elif test == "ods":
        day0 = F.shift(pt.visit, -1)
        nb.f("Dexamethasone 1 mg taken at 23:00 on {0}.\n", F.D(day0, c, rng.choice(["daymon", "num", "wkshort"])))
        nb.f("09:00 serum cortisol: {0}   (specimen {1})\n", "%.1f mcg/dL" % rng.uniform(0.8, 6) if us else "%d nmol/L" % rng.randint(22, 190),
             (F.accession(rng), "IDNUM"))
        nb.f("Dexamethasone level: {0} nmol/L (adequate)\n", "%.1f" % rng.uniform(3.5, 12))
    else:
        nb.row(["Time", "Aldosterone (pmol/L)", "Renin (mU/L)", "K+", "Specimen"], [8, 22, 14, 7])
        for tm in (0, 240):
            nb.row([_clock(h0, m0, tm), str(rng.randint(80, 640)), "%.1f" % rng.uniform(1, 15), "%.1f" % rng.uniform(3.1, 4.4),
                    (F.accession(rng), "IDNUM")], [8, 22, 14, 7])
    nb.blank()
    if rng.random() < 0.4:
        nb.f("Batch/order no. {0}. ", (F.order_no(rng), "IDNUM"))
    nb.t(rng.choice(["No adverse events.", "Mild nausea after glucagon, settled.", "Vasovagal at cannulation, recovered.", "Tolerated well."]))
    nb.blank()
    nb.blank()
    interp = {
        "sst": ["Adequate cortisol response (peak > %s) - adrenal insufficiency excluded." % ("18 mcg/dL" if us else "430 nmol/L"),
                "Suboptimal response - commence hydrocortisone 10/5/5 mg; steroid emergency card and sick-day rules."],
        "ogtt": ["Impaired glucose tolerance.", "Diabetic 2-h value - diabetes confirmed.", "Normal glucose tolerance."],
        "gst": ["Peak GH %s - severe GHD; discuss GH replacement." % "<3 ug/L", "Normal GH and cortisol reserve."],
        "wdt": ["Consistent with partial cranial diabetes insipidus (AVP deficiency).", "Primary polydipsia likely; no DDAVP."],
        "ods": ["Adequate suppression - autonomous cortisol secretion excluded.", "Failure to suppress - possible autonomous cortisol secretion; 24-h UFC and late-night salivary cortisol."],
        "gh_ogtt": ["GH nadir < 0.4 ug/L - acromegaly excluded.", "Failure of GH suppression - consistent with acromegaly; MRI pituitary requested."],
        "sit": ["Post-infusion aldosterone > 300 pmol/L - primary aldosteronism confirmed; AVS referral.", "Aldosterone suppressed - PA unlikely."],
    }[test]
    nb.ln("Interpretation: ", rng.choice(interp))
    nb.blank()
    nb.f("Performed by: {0}\n", nurse.sig(rng))
    nb.f("Reported by: {0}{1}  {2}\n", rep.ref(rng), rng.choice([", Endocrine SpR" if c == "IE" else ", Senior Resident", ", Consultant", ""]),
         F.D(F.shift(pt.visit, rng.randint(0, 6)), c, st))
    if rng.random() < 0.3:
        nb.f("Results copied to {0} via {1}\n", (rng.choice(pools.PRACTICES[c]), "HOSPITAL"),
             rng.choice([["fax ", (F.phone(rng, c, mobile=False), "FAX")], ["Healthlink" if c == "IE" else "e-mail ", (F.dept_email(rng, "results"), "EMAIL") if c != "IE" else ""]]))
    return "endocrine_test_result_sheet", pt


SURGEON_T = {"IE": "Mr", "IN": "Dr.", "US": "Dr."}


def _case(rng, c, nb, mdt_date, idx, total):
    pt = F.Patient(rng, c, 20, 84, visit=mdt_date)
    nb.f("CASE {0} of {1}    MDT ref: {2}\n", str(idx), str(total), (F.case_no(rng, rng.choice(["PIT", "PMDT", "NEU-PIT"]), mdt_date.year), "IDNUM"))
    nb.f("Patient: {0}   {1}   ", pt.pick(rng, ["lastfirst", "full", "fl"]), [rng.choice(["MRN ", "ID ", "UHID "]), (pt.mrn, "MRN")])
    nb.f("{0}/{1}", (str(pt.age), "AGE"), pt.sex)
    nb.blank()
    refdoc = F.Staff(rng, c, "doc")
    nb.f("Referred by: {0}, {1}\n", refdoc.ref(rng), (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"))
    kind = rng.choice(["nfpa", "prl", "acro", "cush", "rathke", "apoplexy"])
    mri = F.shift(mdt_date, -rng.randint(7, 60))
    lo, hi = {"cush": (3, 8), "prl": (5, 24), "rathke": (6, 14)}.get(kind, (12, 34))
    size = "%d x %d x %d mm" % (rng.randint(lo, hi), rng.randint(lo, hi), rng.randint(lo, hi))
    summ = {
        "nfpa": "Headaches and fatigue; bitemporal field loss noted by optician.",
        "prl": "Galactorrhoea and oligomenorrhoea." if pt.sex == "F" else "Reduced libido, ED, headaches.",
        "acro": "Coarsening features, ring size increased, OSA, new T2DM.",
        "cush": "Weight gain, proximal myopathy, easy bruising, HbA1c rise to 71.",
        "rathke": "Incidental finding on MRI for vertigo.",
        "apoplexy": "Sudden severe headache and diplopia; admitted via ED.",
    }[kind]
    nb.ln("Summary: ", summ)
    nb.f("MRI pituitary {0}: {1} {2}", F.D(mri, c, pt.ds), size, {
        "nfpa": "macroadenoma with suprasellar extension abutting the chiasm, Knosp 2.",
        "prl": "adenoma, left-sided, no chiasmal contact.",
        "acro": "adenoma invading the right cavernous sinus, Knosp 3.",
        "cush": "? microadenoma - equivocal on dynamic sequence.",
        "rathke": "non-enhancing cystic lesion consistent with Rathke's cleft cyst.",
        "apoplexy": "haemorrhagic macroadenoma with chiasmal compression.",
    }[kind])
    nb.blank()
    labs = {
        "nfpa": "Prolactin 612 mIU/L, 09:00 cortisol 302 nmol/L, FT4 9.8 (low), LH/FSH inappropriately normal.",
        "prl": "Prolactin %d mIU/L (macroprolactin negative), IGF-1 normal." % rng.randint(1200, 9800),
        "acro": "IGF-1 %d ug/L (2.4x ULN), GH nadir on OGTT 3.1 ug/L." % rng.randint(480, 900),
        "cush": "24-h UFC x2 raised, LNSC raised, ACTH %d ng/L; BIPSS awaited." % rng.randint(25, 90),
        "rathke": "Anterior pituitary function intact.",
        "apoplexy": "09:00 cortisol 64 nmol/L - IV hydrocortisone started; Na 129.",
    }[kind]
    if c == "US":
        labs = labs.replace("mIU/L", "ng/mL").replace("nmol/L", "nmol/L")
    nb.ln("Biochemistry: ", labs)
    if kind in ("nfpa", "apoplexy", "acro") or rng.random() < 0.3:
        nb.f("Visual fields ({0}): {1}\n", F.D(F.shift(mdt_date, -rng.randint(3, 40)), c, rng.choice(["daymon", pt.ds])),
             rng.choice(["bitemporal superior quadrantanopia", "full to confrontation and Humphrey", "dense bitemporal hemianopia", "R temporal field defect"]))
    outcome = {
        "nfpa": "For endoscopic transsphenoidal surgery; pre-op hydrocortisone cover.",
        "prl": "Cabergoline 250 mcg twice weekly; repeat prolactin and MRI in 3 months.",
        "acro": "Surgery (debulking) then likely somatostatin analogue; cardiology echo.",
        "cush": "Await BIPSS; metyrapone in interim; endocrine review in 2 weeks.",
        "rathke": "Surveillance MRI in 12 months; no surgery.",
        "apoplexy": "Urgent TSS this week given visual deterioration.",
    }[kind]
    nb.ln("OUTCOME: ", outcome)
    if kind in ("nfpa", "acro", "apoplexy"):
        op = F.shift(mdt_date, rng.randint(3, 50))
        nb.f("Provisional surgery date {0}", F.D(op, c, pt.ds))
        if rng.random() < 0.5:
            nb.f(", admission to {0}", (rng.choice(pools.WARDS[c]), "HOSPITAL"))
        nb.ln(".")
    if rng.random() < 0.35:
        rel, word = F.relative(rng, pt)
        nb.f("Outcome to be discussed with patient and {0} {1} ({2}) by phone.\n", word, rel.pick(rng, ["first", "fl"]), (F.phone(rng, c, True), "PHONE"))
    nb.blank()


def pituitary_mdt(rng, c, nb):
    d = F.rand_date(rng)
    hosp = rng.choice(pools.HOSPITALS[c])
    ds = F.date_style(rng, c)
    nb.ln(rng.choice(["PITUITARY MDT - MEETING SUMMARY", "Pituitary Multidisciplinary Team Meeting: Outcomes", "NEURO-ENDOCRINE (PITUITARY) MDT"]))
    nb.ln((hosp, "HOSPITAL"))
    nb.f("Date: {0}   08:00-09:30   Venue: {1}\n", F.D(d, c, rng.choice([ds, "wk"])),
         (rng.choice(["Seminar Room 2", "Boardroom, Level 3", "Lecture Theatre B", "Nightingale Seminar Room", "Radiology Conference Room 1"]), "LOCATION_OTHER"))
    if rng.random() < 0.6:
        nb.f("Virtual link: {0}", (F.url(rng, "mdt/pituitary/" + F.digits(rng, 6)), "URL"))
        if rng.random() < 0.5:
            nb.f("   Dial-in: {0}", (F.phone(rng, c, mobile=False), "PHONE"))
        nb.blank()
    nb.ln("Attendance:")
    roles = [("doc", "Endocrinology (Chair)"), ("doc", "Endocrinology"), ("surg", "Neurosurgery"), ("doc", "Neuroradiology"),
             ("doc", "Neuro-ophthalmology"), ("doc", "Radiation Oncology"), ("staff", "Pituitary CNS"), ("coord", "MDT Coordinator")]
    chosen = [r for r in roles if r[1].endswith("(Chair)") or rng.random() < 0.75]
    for kind, rl in chosen:
        s = F.Staff(rng, c, "doc" if kind != "staff" else "staff", creds=["CNS", "ANP", "RN", "CNM2"] if kind == "staff" else None)
        if kind == "surg":
            nb.f("  {0} {1} - {2}\n", SURGEON_T[c], (s.first + " " + s.last, "DOCTOR"), rl)
        elif kind == "coord":
            nb.f("  {0} - {1}\n", (s.first + " " + s.last, "DOCTOR"), rl)
        elif kind == "staff":
            nb.f("  {0} - {1}\n", s.sig(rng), rl)
        else:
            nb.f("  {0} - {1}\n", s.ref(rng), rl)
    if rng.random() < 0.4:
        nb.f("Apologies: {0}\n", F.Staff(rng, c, "doc").ref(rng))
    nb.blank()
    n = rng.randint(2, 4)
    for i in range(n):
        _case(rng, c, nb, d, i + 1, n)
    nb.f("Next meeting: {0}\n", F.D(F.shift(d, 14), c, ds))
    coord = F.Staff(rng, c, "staff")
    nb.f("Minutes: {0}, {1}\n", (coord.first + " " + coord.last, "DOCTOR"),
         (F.email_for(rng, coord.first, coord.last), "EMAIL") if rng.random() < 0.6 else ["ext ", (F.short_pager(rng), "PHONE")])
    return "pituitary_mdt_summary", None
