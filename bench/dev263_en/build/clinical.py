"""Clinical text blocks full of hard negatives (drugs, scores, eponyms, units,
codes, durations, product models).  Functions return pieces (mostly plain
strings; patient-tied dates are DATE spans)."""
import datetime as dt

import phi

BLADDER_MEDS = (
    "oxybutynin 2.5 mg BD", "oxybutynin 5mg TDS", "solifenacin 5 mg OD", "solifenacin 10mg mane",
    "tolterodine XL 4 mg OD", "mirabegron 50 mg OD", "mirabegron 25mg daily", "trospium 20 mg BD",
    "fesoterodine 4 mg OD", "vibegron 75 mg daily", "tamsulosin 400 mcg nocte",
    "tamsulosin 0.4 mg qhs", "finasteride 5 mg OD", "desmopressin 25 mcg sublingual nocte",
    "duloxetine 40mg BD (stopped - nausea)", "vaginal oestradiol 10 mcg pessary twice weekly",
    "Ovestin cream 1 mg/g 0.5 g x2/week", "Vagifem 10mcg 2x/wk", "methenamine hippurate 1 g BD",
    "nitrofurantoin 50 mg nocte (prophylaxis)", "D-mannose 2 g daily (self-bought)",
)
OTHER_MEDS = (
    "metformin 500 mg BD", "amlodipine 5 mg OD", "ramipril 2.5 mg", "atorvastatin 40 mg nocte",
    "furosemide 40 mg mane", "bendroflumethiazide 2.5mg", "levothyroxine 75 mcg",
    "apixaban 5 mg BD", "warfarin as per INR", "donepezil 10 mg", "co-careldopa 25/100 TDS",
    "sertraline 50 mg", "mirtazapine 15 mg nocte", "gabapentin 300 mg TDS", "pregabalin 75mg BD",
    "omeprazole 20 mg", "lansoprazole 30mg", "Adcal-D3 1 tab BD", "alendronic acid 70 mg weekly",
    "macrogol 1 sachet PRN", "senna 15 mg nocte", "lactulose 10 ml BD", "letrozole 2.5 mg",
    "anastrozole 1 mg OD", "tamoxifen 20 mg", "prednisolone 5 mg", "salbutamol inh PRN",
    "insulin glargine 18 units", "bisoprolol 2.5mg", "spironolactone 25 mg",
)
US_SWAP = {"paracetamol": "acetaminophen", "furosemide 40 mg mane": "furosemide 40 mg qAM",
           "oestradiol": "estradiol", "nocte": "qhs", "co-careldopa 25/100 TDS":
           "carbidopa/levodopa 25/100 TID", "macrogol 1 sachet PRN": "MiraLAX 17 g PRN",
           "Adcal-D3 1 tab BD": "calcium + vit D BID", "alendronic acid": "alendronate"}

PMH_ITEMS = (
    "T2DM (HbA1c 58)", "hypertension", "AF on anticoagulation", "COPD", "asthma",
    "Parkinson's disease", "MS (relapsing-remitting)", "CVA with L hemiparesis",
    "OA both knees", "obesity (BMI 36)", "CKD stage 3a (eGFR 52)", "hypothyroidism",
    "depression", "dementia - Alzheimer's type", "chronic constipation", "IBS",
    "osteoporosis", "heart failure (EF 35%)", "sleep apnoea on CPAP", "fibromyalgia",
    "lumbar spinal stenosis", "recurrent UTIs", "interstitial cystitis/BPS", "endometriosis",
    "hiatus hernia", "Raynaud's", "Sjogren's syndrome", "spina bifida occulta",
    "cauda equina syndrome (decompressed)", "Ehlers-Danlos (hypermobile)", "lipoedema",
    "chronic venous insufficiency", "cellulitis R leg x2", "DVT L leg", "gout",
    "Crohn's disease (ileal)", "Paget's disease of bone", "Addison's disease on hydrocortisone",
    "Meniere's disease", "Guillain-Barre (2nd episode, residual weakness)", "Down syndrome",
)
SURG_ITEMS = (
    "TAH + BSO", "vaginal hysterectomy", "anterior repair", "posterior repair", "TVT",
    "TOT sling", "colposuspension (Burch)", "sacrocolpopexy", "TURP", "radical prostatectomy",
    "Holmium laser enucleation (HoLEP)", "L mastectomy + ANC", "R WLE + SLNB",
    "axillary node clearance", "hysterectomy + pelvic lymphadenectomy", "inguinal node dissection",
    "LSCS x2", "haemorrhoidectomy", "cholecystectomy", "R TKR", "L THR", "appendicectomy",
    "Manchester repair", "Hartmann's procedure (reversed)", "Whipple's procedure", "Fothergill repair",
)


def med_list(ctx, n_bladder=1, n_other=3):
    r = ctx.rng
    items = r.sample(BLADDER_MEDS, n_bladder) + r.sample(OTHER_MEDS, n_other)
    out = []
    for it in items:
        if ctx.us:
            for a in sorted(US_SWAP):
                it = it.replace(a, US_SWAP[a])
            it = it.replace(" BD", " BID").replace(" OD", " daily").replace(" TDS", " TID")
        out.append(it)
    return out


def pmh_pieces(ctx, n=4):
    """PMH items; some carry a patient-tied year as DATE."""
    r = ctx.rng
    out = []
    fem = ("endometriosis", "lipoedema", "TAH", "hysterectomy", "repair", "TVT", "TOT", "colpo", "LSCS",
           "mastectomy", "WLE")
    male = ("TURP", "prostatectomy", "HoLEP")
    bad = male if ctx.pt.sex == "F" else fem
    pmh = [x for x in PMH_ITEMS if not any(b in x for b in bad)]
    surg = [x for x in SURG_ITEMS if not any(b in x for b in bad) or x.startswith("Hartmann")]
    for it in r.sample(pmh, n):
        out.append([it])
    for it in r.sample(surg, r.randint(0, 2)):
        if r.random() < 0.6:
            y = dt.date(r.randint(1975, ctx.visit.year - 1), r.randint(1, 12), 1)
            out.append([it + " (", ctx.d(y, r.choice(("y", "y", "my"))), ")"])
        else:
            out.append([it])
    return out


def obstetric(ctx):
    r = ctx.rng
    if ctx.pt.sex != "F":
        return None
    g = r.randint(0, 5)
    if g == 0:
        return ["Nulliparous."]
    p = max(0, g - r.randint(0, 1))
    bits = ["G%dP%d. " % (g, p)]
    if p:
        if p == 1:
            bits.append(r.choice(("NVD", "forceps delivery", "LSCS", "ventouse delivery")))
        else:
            bits.append(r.choice(("NVD x%d" % p, "%d SVDs" % p, "forceps x1, NVD x%d" % (p - 1),
                                  "LSCS x1, VBAC x%d" % (p - 1))))
        bits.append(r.choice(("; largest baby %.1f kg" % r.uniform(3.4, 4.6),
                              "; 3rd degree tear (OASI) with first", "; episiotomy x1",
                              "; 2nd degree tear", "; long 2nd stage (3 h)")))
        if r.random() < 0.5:
            yk = max(1, ctx.age - r.randint(24, 40))
            bits += ["; youngest now ", (str(yk), "AGE")]
        if r.random() < 0.35:
            y = dt.date(max(1960, ctx.dob.year + r.randint(20, 38)), r.randint(1, 12), r.randint(1, 28))
            if y < ctx.visit:
                bits += ["; last delivery ", ctx.d(y, r.choice(("y", "my", "full")))]
        bits.append(".")
    if r.random() < 0.5:
        bits.append(r.choice((" Post-menopausal, no HRT.", " Peri-menopausal.",
                              " LMP 2/52 ago.", " On HRT (Evorel 50 patch).",
                              " Menopause at ")))
        if bits[-1] == " Menopause at ":
            bits += [(str(r.randint(44, 56)), "AGE"), "."]
    return bits


# ------------------------------------------------------------------ scores
def iciq(ctx):
    r = ctx.rng
    s = r.randint(6, 20)
    return r.choice(("ICIQ-UI SF %d/21" % s, "ICIQ-UI-SF: %d/21" % s, "ICIQ score %d" % s,
                     "ICIQ-OAB %d/16" % r.randint(4, 15), "PFDI-20 %d/300" % r.randint(40, 210),
                     "KHQ done (see scanned)", "UDI-6 %d" % r.randint(20, 90),
                     "PGI-I 2 (much better)", "IPSS %d/35, QoL 4" % r.randint(8, 28)))


def pf_exam(ctx):
    r = ctx.rng
    oxf = r.randint(0, 4)
    end = r.randint(2, 10)
    reps = r.randint(2, 10)
    fast = r.randint(3, 10)
    lines = [
        "Modified Oxford %d/5. PERFECT: P%d E%d R%d F%d." % (oxf, oxf, end, reps, fast),
        r.choice(("Good relaxation after contraction.", "Incomplete relaxation noted.",
                  "Bearing down on command - corrected with cueing.",
                  "Overactive PFM, hypertonic, TTP L levator ani (4/10).",
                  "Valsalva with attempted PFM contraction.")),
        r.choice(("Cough test: leak +.", "Cough stress test negative.", "Knack practised - reduced leak.",
                  "No pelvic organ prolapse on Valsalva.")),
    ]
    if ctx.pt.sex == "F" and r.random() < 0.6:
        aa = r.choice(("-3", "-2", "-1", "0", "+1"))
        lines.append("POP-Q: Aa %s Ba %s C -%d gh %d pb %d tvl %d Ap -%d Bp -%d D -%d." % (
            aa, aa, r.randint(4, 8), r.randint(3, 5), r.randint(2, 4), r.randint(8, 10),
            r.randint(1, 3), r.randint(1, 3), r.randint(6, 9)))
        lines.append(r.choice(("Stage II anterior compartment prolapse.", "Stage I prolapse.",
                               "Stage III apical prolapse.", "Atrophic changes ++.",
                               "Mild vaginal atrophy; no excoriation.")))
    return " ".join(lines)


# ------------------------------------------------------------------ bladder diary
def bladder_diary(ctx, ndays=3):
    """Tabular 3-day diary with DATE headers; returns pieces."""
    r = ctx.rng
    start = ctx.days(-r.randint(8, 30))
    out = []
    tot_v = []
    for k in range(ndays):
        day = start + dt.timedelta(days=k)
        hdr = r.choice(("DAY %d  " % (k + 1), "Day %d - " % (k + 1), ""))
        out += [hdr, ctx.d(day, r.choice(("wd", "wd", "full", "short"))), "\n"]
        out.append(r.choice(("Time   In(ml)  Out(ml)  Leak  Urg\n", "time | drink | void | leak | PPIUS\n",
                             "TIME    INTAKE    VOIDED   WET?\n")))
        t = r.randint(5, 7) * 60 + r.randint(0, 59)
        vs = []
        for _ in range(r.randint(6, 10)):
            t += r.randint(50, 200)
            if t >= 24 * 60:
                break
            v = r.choice((80, 100, 120, 150, 180, 200, 220, 250, 300, 350, 400))
            vs.append(v)
            drink = r.choice(("", "", "tea 250", "water 200", "coffee 150", "juice 200", "cola 330",
                              "wine 175", "squash 300", "milk 100"))
            leak = r.choice(("", "", "", "+", "++", "damp pad", "W"))
            out.append("%02d:%02d  %-10s %-6s %-8s %s\n" % (t // 60, t % 60, drink, v, leak,
                                                             r.randint(0, 4)))
        night = r.randint(0, 4)
        for nt in sorted(r.randrange(60, 360) for _ in range(night)):
            v = r.choice((150, 200, 250, 300, 400))
            vs.append(v)
            out.append("%02d:%02d  %-10s %-6s %-8s %s\n" % (nt // 60, nt % 60, "", v, "", r.randint(1, 3)))
        tot_v.append((len(vs), night, max(vs), sum(vs)))
        out.append("\n")
    n = len(tot_v)
    out.append("Summary: mean 24 h frequency %.1f, nocturia x%.1f, max voided volume %d ml, "
               "mean 24 h output %d ml, NPi %d%%. Fluid intake approx %.1f L/day, %s.\n" % (
                   sum(x[0] for x in tot_v) / n, sum(x[1] for x in tot_v) / n,
                   max(x[2] for x in tot_v), sum(x[3] for x in tot_v) // n, r.randint(18, 45),
                   r.uniform(0.8, 2.6), r.choice(("4-5 caffeinated drinks", "mostly tea",
                                                  "2 coffees + 1 cola", "no caffeine",
                                                  "caffeine 6+ cups"))))
    return out


# ------------------------------------------------------------------ urodynamics
def uds_block(ctx):
    r = ctx.rng
    fd = r.randint(90, 250)
    cap = r.randint(260, 620)
    qmax = r.uniform(5, 32)
    pdet_q = r.randint(8, 95)
    booi = pdet_q - 2 * int(qmax)
    bci = pdet_q + 5 * int(qmax)
    lines = [
        "Uroflowmetry: voided volume %d ml, Qmax %.1f ml/s, Qave %.1f ml/s, flow pattern %s. PVR %d ml (bladder scan)." % (
            r.randint(120, 480), qmax, qmax / 2.1, r.choice(("bell-shaped", "intermittent", "plateau",
                                                             "prolonged, straining")), r.randint(0, 280)),
        "Filling cystometry: 2-channel, %s, filled at %d ml/min with room-temp saline via %s." % (
            r.choice(("supine then standing", "seated", "standing")), r.choice((30, 50, 20)),
            r.choice(("6Fr dual lumen catheter", "7Fr TDOC", "8Fr double lumen", "air-charged catheters (T-DOC)"))),
        "FDV %d ml, NDV %d ml, SDV %d ml, cystometric capacity %d ml. Compliance %s (%d ml/cmH2O)." % (
            fd, fd + r.randint(30, 120), cap - r.randint(0, 40), cap,
            r.choice(("normal", "normal", "reduced")), r.randint(15, 120)),
        r.choice(("Phasic detrusor overactivity from %d ml, max amplitude %d cmH2O, with urgency%s." % (
            r.randint(90, 300), r.randint(15, 70), r.choice((" and leakage", "", " - leaked ++"))),
            "No detrusor overactivity seen.", "Terminal DO at capacity with incontinence.",
            "Provoked DO on hand-washing (cmH2O %d)." % r.randint(12, 40))),
        r.choice(("Urodynamic stress incontinence demonstrated on cough at %d ml, ALPP %d cmH2O." % (
            r.randint(200, 400), r.randint(50, 130)), "No USI on coughing x3 at capacity.",
            "VLPP %d cmH2O." % r.randint(60, 140), "USI with barrier reduction, not without.")),
        "Pressure-flow: Pdet@Qmax %d cmH2O, Qmax %.1f ml/s, BOOI %d, BCI %d. %s" % (
            pdet_q, qmax, booi, bci, r.choice(("Unobstructed.", "Equivocal.", "Obstructed (BOOI > 40).",
                                               "Detrusor underactivity.", "Abdominal straining to void."))),
    ]
    if booi > 40:
        concl = "Obstructed (BOOI > 40)."
    elif booi >= 20:
        concl = "Equivocal (BOOI 20-40)."
    elif bci < 100:
        concl = "Unobstructed; detrusor underactivity (BCI < 100)."
    else:
        concl = r.choice(("Unobstructed.", "Unobstructed, normal contractility."))
    lines[-1] = lines[-1].rsplit(". ", 1)[0] + ". " + concl
    return lines


# ------------------------------------------------------------------ lymphoedema
def limb_table(ctx, limb="leg", sessions=2):
    """Circumference table at 4 cm intervals; sessions are dated (DATE pieces)."""
    r = ctx.rng
    npts = 10 if limb == "arm" else 12
    base_aff = [r.uniform(18, 24) + i * r.uniform(1.0, 2.6) for i in range(npts)]
    base_un = [x - r.uniform(0.2, 3.5) for x in base_aff]
    dates = [ctx.visit]
    for _ in range(sessions - 1):
        dates.insert(0, dates[0] - dt.timedelta(days=r.randint(21, 120)))
    out = ["cm from %s  " % ("wrist" if limb == "arm" else "ankle")]
    for d in dates:
        out += ["| ", ctx.d(d, r.choice(("full", "full", "short"))), " aff  unaff "]
    out.append("\n")
    for i in range(npts):
        out.append("%-4d           " % (i * 4))
        for k in range(sessions):
            shrink = (sessions - 1 - k) * r.uniform(0.0, 0.8)
            out.append("| %5.1f  %5.1f        " % (base_aff[i] + shrink, base_un[i]))
        out.append("\n")
    vol_a = sum(c * c for c in base_aff) * 4 / (3.14159 * 4)
    vol_u = sum(c * c for c in base_un) * 4 / (3.14159 * 4)
    exc = (vol_a - vol_u) / vol_u * 100
    out.append("Volumes (truncated cone): affected %d ml, unaffected %d ml, LVE %.1f%%, RVC %.1f%%.\n" % (
        vol_a, vol_u, exc, exc * r.uniform(0.6, 1.0)))
    return out


def lymph_findings(ctx, limb="leg"):
    r = ctx.rng
    if limb == "arm":
        a = r.choice(("Stemmer's sign positive (dorsum of hand).", "Stemmer's sign negative.",
                      "Kaposi-Stemmer +ve middle finger.")) + " " + r.choice((
            "Pitting oedema forearm, grade 1.", "Fibrotic upper arm, non-pitting.", "Soft, mild pitting to elbow.",
            "Hand swelling, knuckles lost.", "Heaviness ++, skin intact."))
    else:
        a = r.choice(("Stemmer's sign positive 2nd toe.", "Stemmer's sign negative.", "Stemmer +ve R 2nd/3rd toes.")) + " " + r.choice((
            "Pitting grade 2 to mid-calf.", "Non-pitting, fibrotic tissue over dorsum of foot.",
            "Mild pitting, soft tissue.", "Papillomatosis and hyperkeratosis lateral ankle.",
            "Deepened skin folds at ankle; lymphorrhoea resolved."))
    return a.replace("oedema", ctx.w("oedema")) + " " + r.choice((
        "ISL stage II.", "ISL stage I.", "ISL stage IIb (late).", "ISL stage III.",
        "Campisi stage 3.")) + " " + r.choice((
        "ABPI R 1.02 L 0.98 (Doppler).", "ABPI 0.9 bilat - compression OK.",
        "Pulses palpable; ABPI not required.", "TBI 0.72.",
        "L-Dex 14.2 (SOZO bioimpedance).", "TDC ratio 1.4 (MoistureMeterD).")) + " " + r.choice((
        "No cellulitis.", "Skin intact.", "Fungal infection between toes 4/5 - advised terbinafine.",
        "Small lymphocyst L axilla, not tender.", "Cording in L axilla (AWS)."))


GARMENT_ITEMS = {
    "leg": ("flat-knit below-knee, open toe", "flat-knit thigh-high with silicone top band",
            "circular-knit below-knee, closed toe", "flat-knit tights (pantyhose), open toe",
            "toe caps x5", "Wrap system (adjustable compression) below knee",
            "night garment (foam-lined) lower leg", "custom flat-knit capri + separate stocking"),
    "arm": ("flat-knit arm sleeve with gauntlet", "circular-knit sleeve with silicone band",
            "glove with finger stubs", "night sleeve (foam chip)", "custom flat-knit sleeve + glove",
            "off-the-shelf sleeve size 3 regular"),
    "trunk": ("compression vest", "compression bra with side panels", "compression cycling shorts"),
}


def compression_class(ctx):
    r = ctx.rng
    if ctx.us:
        return r.choice(("20-30 mmHg", "30-40 mmHg", "15-20 mmHg", "40-50 mmHg"))
    if ctx.country == "CA":
        return r.choice(("20-30 mmHg", "30-40 mmHg", "Class 2 (23-32 mmHg)"))
    return r.choice(("CCL1 (18-21 mmHg)", "CCL2 (23-32 mmHg)", "CCL3 (34-46 mmHg)",
                     "Class 2 RAL", "Class 3 RAL", "BS class 2 (18-24 mmHg)"))


def garment_measures(ctx, limb):
    r = ctx.rng
    if limb == "arm":
        pts = ("cC", "cD", "cE", "cF", "cG", "lC", "lE", "lG")
    else:
        pts = ("cA", "cB", "cB1", "cC", "cD", "cE", "cF", "cG", "lA-B", "lA-D", "lA-G")
    vals = []
    for i, p in enumerate(pts):
        if p.startswith("l"):
            vals.append("%s %d" % (p, r.randint(20, 80)))
        else:
            vals.append("%s %.1f" % (p, r.uniform(18, 30) + i * 2.1))
    return ", ".join(vals) + " (cm)"


# ------------------------------------------------------------------ products
def pad_items(ctx):
    r = ctx.rng
    items = [
        ("TENA Slip Maxi (L)", "3 per 24h"), ("TENA Lady Extra", "4/day"),
        ("iD Expert Form Plus", "2 per 24 h"), ("Attends Slip Regular 8", "3/day"),
        ("pull-up pants size M", "2/day"), ("all-in-one brief L (night)", "1 nocte"),
        ("shaped pad + stretch pants", "3 per 24h"), ("bed pads (washable) 85x90", "x4"),
        ("male guard level 2", "3/day"), ("disposable underpads 60x90", "1/day"),
    ]
    if ctx.pt.sex == "F":
        items = [x for x in items if not x[0].startswith("male")]
    chosen = r.sample(items, r.randint(1, 3))
    out = []
    for name, use in chosen:
        if ctx.country == "UK":
            code = r.choice(("PIP %s-%s" % (phi.digits(r, 3), phi.digits(r, 4)),
                             "NHSSC FSL%s" % phi.digits(r, 4), "code %s" % phi.digits(r, 6)))
        elif ctx.us:
            code = r.choice(("HCPCS T4522", "HCPCS T4524", "A4554", "T4535", "A4520"))
        elif ctx.country == "AU":
            code = r.choice(("CAPS eligible", "NDIS item 03_092_0103_1_1", "SKU %s" % phi.digits(r, 6)))
        else:
            code = "SKU %s-%s" % (phi.letters(r, 2), phi.digits(r, 4))
        out.append("%s, %s  [%s]" % (name, use, code))
    return out


def cath_items(ctx):
    r = ctx.rng
    fr = r.choice((12, 14, 16, 18))
    ch = "Fr" if ctx.country in ("US", "CA") else r.choice(("Ch", "Fr"))
    items = [
        "Foley 2-way %d%s, %s, %s balloon - 12 weekly change" % (fr, ch, r.choice(("100% silicone", "hydrogel-coated latex", "PTFE")), r.choice(("10 ml", "10mL", "5 ml"))),
        "Suprapubic catheter %d%s silicone" % (fr, ch),
        "Intermittent self-cath (ISC) hydrophilic %d%s female length x %d/day" % (fr, ch, r.randint(3, 6)),
        "leg bag 500 ml long tube x %d (change weekly)" % r.randint(4, 10),
        "night drainage bag 2 L single use x 30", "catheter valve (flip-flo type) x 5",
        "catheter securement device (StatLock) x 4", "Instillagel 11 ml", "bladder maintenance solution (citric acid 3.23%) x 2",
        "external catheter (sheath) %d mm self-adhesive x 30" % r.choice((25, 29, 32, 36)),
    ]
    return r.sample(items, r.randint(2, 4))


def indwelling_item(ctx, sp=False):
    r = ctx.rng
    fr = r.choice((12, 14, 16, 18))
    ch = "Fr" if ctx.country in ("US", "CA") else r.choice(("Ch", "Fr"))
    mat = r.choice(("100% silicone", "hydrogel-coated latex", "PTFE-coated", "silicone-elastomer coated"))
    if sp:
        return "Suprapubic %d%s %s, 10 ml balloon (%s)" % (fr, ch, mat, r.choice(("12 weekly", "6 weekly", "8 weekly")))
    return "Foley 2-way %d%s %s, %s balloon, %s length" % (fr, ch, mat, r.choice(("10 ml", "10mL", "5 ml")),
                                                      r.choice(("standard (male)", "female", "standard")))


def product_code(ctx):
    r = ctx.rng
    return r.choice(("REF %s-%s" % (phi.digits(r, 5), phi.digits(r, 2)), "LOT %s" % phi.digits(r, 7),
                     "Cat no. %s%s" % (phi.letters(r, 2), phi.digits(r, 5)), "GTIN 0%s" % phi.digits(r, 13)))


# ------------------------------------------------------------------ narrative snippets
ADVICE = (
    "Advised to aim for 1.5-2 L fluid/day, reduce caffeine gradually and avoid fizzy drinks.",
    "Bladder retraining explained: defer voiding by 5 min, increasing to 15 min over 2/52.",
    "Double voiding and correct toilet posture (feet on stool) discussed.",
    "Urge suppression techniques: stop, squeeze PFM x5, breathe, then walk calmly.",
    "Pelvic floor programme given: 10 x 10 s holds + 10 quick flicks TDS; Squeezy app recommended.",
    "Skin care: barrier cream (Cavilon) after each change, avoid talc.",
    "Bowel advice: Bristol stool chart given, aim type 4; increase fibre and fluids.",
    "Weight loss discussed - 5% reduction may improve SUI.",
    "Constipation management with macrogol as needed.",
    "Encouraged timed voiding 2-3 hourly while awake.",
    "Night-time: limit fluids 2 h before bed, consider bedside commode.",
    "Leaflet given on catheter care and recognising CAUTI (fever, rigors, cloudy urine).",
    "Decongestive therapy explained: MLD (Vodder method), skin care, exercise, compression.",
    "Self-lymphatic drainage (SLD) taught; simple hand movements, 10-15 min daily.",
    "Garment care: wash daily at 40 degrees, replace every 6/12, two in rotation.",
    "Elevation when resting and calf pump exercises x10 hourly.",
)
PLAN_SNIPPETS = (
    "Review 6/52.", "Review in 3/12 with repeat diary.", "R/V 4-6 weeks.", "Follow-up 8/52 by phone.",
    "Discharge if improved at 12/52.", "Repeat PVR next visit.", "MSU sent - await C&S.",
    "Urine dip: leu +, nit neg, blood trace.", "Urine dip NAD.", "BP 138/82, BMI 31.2.",
    "PVR 45 ml on BladderScan.", "PVR 310 ml - for ISC teaching.", "Weight 82.4 kg.",
)
