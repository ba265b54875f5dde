"""Shared ophthalmic content: acuities, conditions and tables (dev200_en, author 200)."""

SNELLEN_M = ["6/4.8", "6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60"]
SNELLEN_F = ["20/16", "20/20", "20/20", "20/25", "20/30", "20/40", "20/60", "20/80", "20/120",
             "20/200"]
LOGMAR = ["-0.10", "0.00", "0.00", "0.10", "0.20", "0.30", "0.50", "0.60", "0.80", "1.00"]
POOR = ["CF 1m", "CF 2m", "HM", "PL", "NPL"]
POOR_CA = ["CF 3 ft", "CF 1 ft", "HM", "LP", "NLP"]


def va(rng, c, level, logmar=False):
    """level 0 (excellent) .. 9 (6/60); 10+ gives a poor-vision notation."""
    if level >= 10:
        return rng.choice(POOR_CA if c == "CA" else POOR)
    level = max(0, min(9, level))
    if logmar:
        return LOGMAR[level]
    v = SNELLEN_F[level] if c == "CA" else SNELLEN_M[level]
    if rng.random() < 0.2 and level > 1:
        v += rng.choice(["-1", "-2", "+1", "+2"])
    return v


def refraction(rng):
    sph = rng.choice([-1, 1]) * rng.randint(0, 24) * 0.25
    cyl = -rng.randint(0, 10) * 0.25
    ax = rng.randint(1, 180)
    s = "plano" if sph == 0 else f"{sph:+.2f}"
    if cyl == 0:
        return f"{s} DS"
    return f"{s}/{cyl:.2f} x {ax}"


def iop(rng, high=False):
    return rng.randint(22, 34) if high else rng.randint(11, 20)


CONDITIONS = {
    "glaucoma": dict(
        clinic="Glaucoma Clinic",
        dx=["Primary open-angle glaucoma, both eyes", "Normal-tension glaucoma, left > right",
            "Pseudoexfoliation glaucoma, right eye", "Ocular hypertension, both eyes",
            "Pigment dispersion syndrome with raised IOP"],
        meds=["latanoprost 0.005% one drop both eyes at night",
              "Xalacom one drop right eye mane", "brimonidine 0.2% BD left eye",
              "timolol 0.5% BD both eyes", "Cosopt BD both eyes", "Vyzulta nocte OU"],
        find=["Humphrey 24-2 SITA Standard shows a superior arcuate defect on the left, MD -{md} dB",
              "OCT RNFL shows inferotemporal thinning on the right (average {rnfl} microns)",
              "Gonioscopy: open angles, Shaffer grade 3-4, moderate TM pigmentation",
              "Disc cupping is stable compared with the Optos images from last review"],
        plan=["Continue current drops; adherence discussed and drop technique checked",
              "Offer selective laser trabeculoplasty (SLT) to the left eye",
              "Repeat Humphrey fields and OCT RNFL at next visit",
              "Target IOP set at 16 mmHg or below in each eye"]),
    "cataract": dict(
        clinic="Cataract Assessment Clinic",
        dx=["Age-related nuclear sclerotic cataract, right > left",
            "Posterior subcapsular cataract, left eye", "Cortical cataract, both eyes",
            "Dense brunescent cataract right eye, early cataract left eye"],
        meds=["Nil ocular medications", "lubricant drops (Systane) PRN"],
        find=["Lens opacity grade NO3 NC3 on the right and NO2 NC2 on the left (LOCS III)",
              "Glare testing reduces acuity by two lines on the right",
              "Fundus view hazy but flat retina, healthy discs C:D 0.3"],
        plan=["Listed for right phacoemulsification and IOL under local anaesthetic",
              "Biometry performed today on the IOLMaster; target emmetropia",
              "Risks discussed including PCR (approx. 1-2%), endophthalmitis, CMO and retinal detachment",
              "Stop tamsulosin is not required but the surgeon is aware (IFIS risk)"]),
    "amd": dict(
        clinic="Medical Retina / Macular Clinic",
        dx=["Neovascular (wet) age-related macular degeneration, right eye",
            "Geographic atrophy left eye", "Intermediate dry AMD, both eyes",
            "Polypoidal choroidal vasculopathy, left eye"],
        meds=["aflibercept 2 mg intravitreal, treat-and-extend", "faricimab 6 mg intravitreal",
              "ranibizumab 0.5 mg intravitreal", "AREDS2 supplement daily"],
        find=["OCT: subretinal fluid has resolved; CST {cst} microns",
              "OCT: new intraretinal fluid temporally, CST {cst} microns, PED stable",
              "Amsler grid: new distortion reported superotemporally"],
        plan=["Proceed with injection today; extend interval to {wk} weeks",
              "Shorten interval to {wk} weeks because of recurrent fluid",
              "Low vision referral offered; Amsler chart given for home monitoring"]),
    "dr": dict(
        clinic="Diabetic Eye Clinic",
        dx=["Moderate non-proliferative diabetic retinopathy both eyes (R2)",
            "Proliferative diabetic retinopathy, right eye, post PRP",
            "Centre-involving diabetic macular oedema, left eye (M1)",
            "Mild background retinopathy (R1 M0)"],
        meds=["metformin 1 g BD", "insulin glargine 24 units nocte", "empagliflozin 10 mg daily",
              "atorvastatin 40 mg nocte", "ramipril 5 mg daily"],
        find=["HbA1c {a1c}% (improved from {a1c2}%); BP 148/86",
              "OCT macula: CST {cst} microns with cystoid spaces",
              "Scattered dot-blot haemorrhages and hard exudates within 1DD of the fovea",
              "New vessels elsewhere along the superotemporal arcade"],
        plan=["Start a loading course of intravitreal anti-VEGF to the left eye",
              "Complete PRP right eye (2nd session, 1200 burns, 200 ms)",
              "Please optimise glycaemic and blood pressure control",
              "Review in the diabetic eye clinic in {wk} weeks"]),
    "keratoconus": dict(
        clinic="Cornea Clinic",
        dx=["Progressive keratoconus, right eye", "Keratoconus both eyes, stable",
            "Keratoconus with corneal hydrops left eye (resolved)"],
        meds=["preservative-free lubricants QID", "olopatadine 0.1% BD for allergic conjunctivitis"],
        find=["Pentacam Kmax {kmax} D right (previously {kmax2} D), thinnest pachymetry 452 microns",
              "Vogt striae and a Fleischer ring on the right",
              "Patient is an eye rubber; atopy and eczema noted"],
        plan=["Offer epithelium-off corneal cross-linking (CXL) to the right eye",
              "Refer for scleral contact lens fitting",
              "Repeat topography in {wk} weeks to document stability"]),
    "uveitis": dict(
        clinic="Uveitis Clinic",
        dx=["HLA-B27 positive acute anterior uveitis, left eye", "Recurrent anterior uveitis",
            "Intermediate uveitis both eyes"],
        meds=["prednisolone acetate 1% hourly tapering", "cyclopentolate 1% BD",
              "adalimumab 40 mg fortnightly (rheumatology)"],
        find=["AC cells 2+, flare 1+, fine KPs inferiorly; no posterior synechiae",
              "Vitreous haze grade 1, snowballs inferiorly",
              "Ankylosing spondylitis under rheumatology follow-up"],
        plan=["Taper steroid drops over {wk} weeks", "Check IOP at each visit (steroid response)",
              "Written advice given to present urgently with any red, painful eye"]),
    "erm": dict(
        clinic="Vitreoretinal Clinic",
        dx=["Epiretinal membrane, right eye", "Full-thickness macular hole, left eye (stage 2)",
            "Vitreomacular traction right eye"],
        meds=["Nil"],
        find=["OCT: ERM with loss of foveal contour, CST {cst} microns",
              "Metamorphopsia on Amsler grid", "Posterior vitreous detachment present"],
        plan=["Listed for 23G pars plana vitrectomy, membrane peel and gas tamponade",
              "Posturing advice explained", "Observe; repeat OCT in {wk} weeks"]),
}


def fill(rng, s):
    return (s.replace("{md}", f"{rng.randint(2, 14)}.{rng.randint(0, 9)}")
             .replace("{rnfl}", str(rng.randint(58, 88)))
             .replace("{cst}", str(rng.randint(245, 520)))
             .replace("{wk}", str(rng.choice([4, 6, 8, 10, 12, 16])))
             .replace("{a1c}", f"{rng.randint(6, 10)}.{rng.randint(0, 9)}")
             .replace("{a1c2}", f"{rng.randint(9, 12)}.{rng.randint(0, 9)}")
             .replace("{kmax}", f"{rng.randint(50, 62)}.{rng.randint(0, 9)}")
             .replace("{kmax2}", f"{rng.randint(48, 56)}.{rng.randint(0, 9)}"))


def va_rows(rng, c, logmar=False):
    rl = rng.randint(0, 8)
    ll = rng.randint(0, 8)
    if rng.random() < 0.1:
        rl = 10
    rows = [("Unaided VA", va(rng, c, rl + 1, logmar), va(rng, c, ll + 1, logmar)),
            ("Best corrected VA", va(rng, c, rl, logmar), va(rng, c, ll, logmar)),
            ("Pinhole", va(rng, c, max(0, rl - 1), logmar), va(rng, c, max(0, ll - 1), logmar))]
    if rng.random() < 0.5:
        rows.append(("Near (N)", f"N{rng.choice([5, 6, 8, 10, 12])}", f"N{rng.choice([5, 6, 8, 10])}"))
    hi = rng.random() < 0.3
    rows.append(("IOP (GAT, mmHg)" if rng.random() < 0.5 else "IOP iCare (mmHg)",
                 str(iop(rng, hi)), str(iop(rng, hi))))
    if rng.random() < 0.5:
        rows.append(("CCT (microns)", str(rng.randint(480, 600)), str(rng.randint(480, 600))))
    if rng.random() < 0.6:
        rows.append(("C:D ratio", f"0.{rng.randint(2, 9)}", f"0.{rng.randint(2, 9)}"))
    if rng.random() < 0.4:
        rows.append(("Pupils", "RAPD -", "brisk"))
    return rows


def table(d, rng, rows, head=("", "Right (OD)", "Left (OS)")):
    style = rng.randint(0, 2)
    if style == 0:
        w = max(len(r[0]) for r in rows) + 3
        d.t(head[0].ljust(w), head[1].ljust(14), head[2], "\n")
        for r in rows:
            d.t(r[0].ljust(w), r[1].ljust(14), r[2], "\n")
    elif style == 1:
        d.t("| ", head[0] or "Test", " | ", head[1], " | ", head[2], " |\n|---|---|---|\n")
        for r in rows:
            d.t("| ", r[0], " | ", r[1], " | ", r[2], " |\n")
    else:
        for r in rows:
            d.t(r[0], ": R ", r[1], " / L ", r[2], "\n")
