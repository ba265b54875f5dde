"""Clinical (non-PHI) content: diagnoses, findings, drugs, scores.

Nothing produced here is PHI; these strings are the hard negatives
(eponyms, drug doses, lab values, device models, scores, durations).
"""

DX = [
    {"key": "pc_bppv", "w": 18, "age": (34, 92)},
    {"key": "hc_bppv", "w": 6, "age": (35, 88)},
    {"key": "vm", "w": 12, "age": (18, 66)},
    {"key": "menieres", "w": 14, "age": (32, 78)},
    {"key": "vn", "w": 9, "age": (24, 80)},
    {"key": "pppd", "w": 7, "age": (22, 72)},
    {"key": "bvl", "w": 4, "age": (48, 90)},
    {"key": "scd", "w": 3, "age": (30, 70)},
    {"key": "vs", "w": 3, "age": (38, 79)},
    {"key": "mdds", "w": 3, "age": (26, 62)},
    {"key": "presby", "w": 4, "age": (68, 96)},
    {"key": "oh", "w": 3, "age": (62, 93)},
]


def pick_dx(rng):
    tot = sum(d["w"] for d in DX)
    r = rng.uniform(0, tot)
    for d in DX:
        r -= d["w"]
        if r <= 0:
            return d
    return DX[-1]


def S(case):
    return "R" if case.side == "right" else "L"


def other(side):
    return "left" if side == "right" else "right"


def dx_text(case, short=False):
    k, s, rng = case.dx["key"], case.side, case.rng
    Sd = s.capitalize()
    if k == "pc_bppv":
        return rng.choice(["%s posterior canal BPPV" % Sd, "BPPV, %s posterior SCC (canalithiasis)" % s,
                           "%s PC-BPPV" % S(case)])
    if k == "hc_bppv":
        return rng.choice(["%s horizontal canal BPPV (%s variant)" % (Sd, rng.choice(["geotropic", "apogeotropic"])),
                           "HC-BPPV, %s" % s])
    if k == "vm":
        return rng.choice(["Vestibular migraine (Bárány/ICHD-3 criteria)", "Probable vestibular migraine",
                           "Vestibular migraine"])
    if k == "menieres":
        return rng.choice(["Definite Ménière's disease, %s ear" % s, "%s Ménière's disease" % Sd,
                           "Probable Meniere's disease (%s)" % s, "%s endolymphatic hydrops / Ménière's" % Sd])
    if k == "vn":
        return rng.choice(["%s vestibular neuritis, incompletely compensated" % Sd,
                           "Uncompensated %s peripheral vestibular hypofunction (post neuritis)" % s,
                           "%s superior vestibular neuritis" % Sd])
    if k == "pppd":
        return rng.choice(["Persistent postural-perceptual dizziness (PPPD)", "PPPD",
                           "PPPD following resolved BPPV"])
    if k == "bvl":
        return rng.choice(["Bilateral vestibulopathy", "Bilateral vestibular hypofunction (?gentamicin-related)",
                           "Bilateral vestibulopathy, probable CANVAS spectrum - genetics pending"])
    if k == "scd":
        return rng.choice(["%s superior semicircular canal dehiscence" % Sd, "%s SSCD" % S(case)])
    if k == "vs":
        return rng.choice(["%s vestibular schwannoma (intracanalicular, 6 mm)" % Sd,
                           "Asymmetric SNHL with %s vestibular schwannoma on MRI" % s])
    if k == "mdds":
        return rng.choice(["Mal de débarquement syndrome (motion-triggered)", "MdDS"])
    if k == "presby":
        return rng.choice(["Presbyvestibulopathy with falls risk", "Age-related vestibular loss (presbyvestibulopathy)"])
    return rng.choice(["Orthostatic hypotension contributing to dizziness",
                       "Orthostatic (haemodynamic) dizziness" if not case.us else "Orthostatic (hemodynamic) dizziness"])


def story(case):
    """Non-PHI sentences about the symptoms."""
    k, rng, s = case.dx["key"], case.rng, case.side
    he, He, his = case.pronoun("s"), case.pronoun("S"), case.pronoun("p")
    out = []
    if k in ("pc_bppv", "hc_bppv"):
        out.append(rng.choice([
            "Brief spinning vertigo lasting under a minute when rolling over in bed, worse to the %s." % s,
            "Positional vertigo on lying down, looking up to hang washing and bending to tie shoelaces; each spell 20-40 seconds.",
            "%s describes the room spinning for seconds when turning in bed; nausea but no vomiting." % He]))
        out.append(rng.choice(["No hearing change, no tinnitus.", "Hearing unchanged; no aural fullness.",
                               "Denies hearing loss, diplopia, dysarthria or limb weakness."]))
    elif k == "vm":
        out.append(rng.choice([
            "Episodes of vertigo lasting 20 minutes to several hours, often with photophobia and a throbbing headache.",
            "Recurrent spells of rocking dizziness with motion sensitivity; about half accompanied by migrainous headache.",
            "%s reports visual aura in some attacks and marked intolerance of supermarket aisles and scrolling screens." % He]))
        out.append(rng.choice(["Menstrual link noted." if case.pt.sex == "F" else "Triggers: poor sleep, red wine, skipped meals.",
                               "Triggers: sleep deprivation, stress, bright lights.", "Strong family history of migraine."]))
    elif k == "menieres":
        out.append(rng.choice([
            "Discrete attacks of rotatory vertigo lasting 2-6 hours with %s aural fullness, roaring tinnitus and fluctuating hearing." % s,
            "Attacks of vertigo (typically 3-4 hours) preceded by %s ear pressure; vomiting with the larger attacks." % s,
            "%s has had 6 definite attacks in the last 3 months, each lasting hours, with low-pitched tinnitus %s." % (He, s)]))
        out.append(rng.choice(["No drop attacks (Tumarkin crises).", "One possible Tumarkin drop attack described.",
                               "Hearing fluctuates, worse during attacks."]))
    elif k == "vn":
        out.append(rng.choice([
            "Sudden onset continuous vertigo with vomiting lasting 3 days, no hearing loss; slow improvement since.",
            "Acute vestibular syndrome treated in ED with prochlorperazine; residual imbalance on head turns and in the dark.",
            "Constant unsteadiness since an episode of severe rotatory vertigo; oscillopsia when walking."]))
    elif k == "pppd":
        out.append(rng.choice([
            "Persistent non-spinning dizziness on most days for over 3 months, worse upright, with busy visual environments and with own motion.",
            "Daily swaying sensation, better when distracted or lying down; avoids shopping centres.",
            "Chronic rocking dizziness following an acute vertiginous episode; high anxiety and avoidance behaviour."]))
    elif k == "bvl":
        out.append(rng.choice([
            "Progressive imbalance, much worse in the dark and on uneven ground; oscillopsia when walking.",
            "Unsteady gait, falls x2, bouncing vision on head movement. Previous IV gentamicin for sepsis.",
            "Imbalance with oscillopsia; also numb feet. Chronic cough for years."]))
    elif k == "scd":
        out.append(rng.choice([
            "Sound-induced vertigo (Tullio phenomenon) and hearing %s own pulse and footsteps (autophony)." % ("his" if False else "the"),
            "Autophony and pressure-induced dizziness on straining, nose blowing and lifting.",
            "Hears eye movements in the %s ear; brief vertigo with loud noise." % s]))
    elif k == "vs":
        out.append(rng.choice([
            "Gradual %s-sided hearing loss with unilateral tinnitus; mild imbalance only." % s,
            "Asymmetric hearing loss noticed on the phone (%s ear), vague unsteadiness." % s]))
    elif k == "mdds":
        out.append(rng.choice([
            "Constant rocking and bobbing sensation since disembarking from a 10-day cruise; transiently better when driving.",
            "Persistent swaying after a long-haul flight and ferry crossing, relieved by passive motion."]))
    elif k == "presby":
        out.append(rng.choice([
            "Slowly worsening unsteadiness over 2 years with 3 falls in the last 6 months, none with LOC.",
            "Imbalance walking outdoors; uses a stick. No vertigo. Poor confidence on stairs."]))
    else:
        out.append(rng.choice([
            "Light-headedness on standing, occasional greying of vision, no vertigo.",
            "Presyncopal dizziness on rising, worse after meals and in the heat; no rotatory component."]))
    return out


MEDS = ["amlodipine 5 mg OD", "ramipril 2.5 mg OD", "atorvastatin 40 mg nocte",
        "metformin 500 mg BD", "levothyroxine 75 mcg OD", "omeprazole 20 mg OD",
        "sertraline 50 mg OD", "bendroflumethiazide 2.5 mg OD", "aspirin 75 mg OD",
        "apixaban 5 mg BD", "bisoprolol 2.5 mg OD", "paracetamol 1 g QDS PRN",
        "salbutamol inhaler PRN", "lisinopril 10 mg daily", "losartan 50 mg daily",
        "tamsulosin 400 mcg OD", "doxazosin 4 mg OD", "gabapentin 300 mg TDS",
        "mirtazapine 15 mg nocte", "HRT patch", "combined oral contraceptive",
        "vitamin D 1000 IU daily", "furosemide 40 mg mane", "zopiclone 7.5 mg PRN",
        "naproxen 500 mg BD PRN", "citalopram 20 mg OD", "hydrochlorothiazide 25 mg daily"]
VEST_MEDS = {
    "pc_bppv": ["prochlorperazine 5 mg PRN (advised to stop)", "cinnarizine 15 mg TDS PRN"],
    "hc_bppv": ["prochlorperazine 5 mg PRN"],
    "vm": ["propranolol 40 mg BD", "amitriptyline 10 mg nocte", "topiramate 25 mg BD",
           "venlafaxine XL 75 mg OD", "candesartan 8 mg OD", "pizotifen 0.5 mg nocte",
           "flunarizine 5 mg nocte", "rizatriptan 10 mg PRN"],
    "menieres": ["betahistine 16 mg TDS", "betahistine 24 mg BD", "prochlorperazine 3 mg buccal PRN",
                 "bendroflumethiazide 2.5 mg OD", "acetazolamide 250 mg BD", "cyclizine 50 mg PRN"],
    "vn": ["prochlorperazine 5 mg TDS (tapering)", "prednisolone course completed"],
    "pppd": ["sertraline 50 mg OD", "venlafaxine 75 mg OD", "citalopram 10 mg OD"],
    "bvl": [], "scd": [], "vs": [], "mdds": ["clonazepam 0.25 mg nocte"], "presby": [],
    "oh": ["fludrocortisone 100 mcg OD", "midodrine 2.5 mg TDS"],
}


def meds(case, n=None):
    rng = case.rng
    n = rng.randint(1, 4) if n is None else n
    out = rng.sample(MEDS, n)
    v = VEST_MEDS[case.dx["key"]]
    if v and rng.random() < 0.8:
        out.append(rng.choice(v))
    return out


PMH = ["hypertension", "type 2 diabetes (HbA1c 58 mmol/mol)", "hypothyroidism",
       "migraine since teenage years", "anxiety/depression", "OA knees", "previous TIA",
       "AF on anticoagulation", "asthma", "osteoporosis", "hypercholesterolaemia",
       "GORD", "previous left TKR", "B12 deficiency", "CKD stage 3a (eGFR 52)",
       "obstructive sleep apnoea on CPAP", "peripheral neuropathy", "glaucoma",
       "cataract surgery both eyes", "previous head injury (no fracture)",
       "IBS", "psoriasis", "chronic neck pain", "Raynaud's phenomenon",
       "Hashimoto's thyroiditis", "Crohn's disease in remission",
       "Bell's palsy (resolved)", "Dupuytren's contracture", "Graves' disease, treated"]


def pmh(case, n=None):
    rng = case.rng
    n = rng.randint(0, 4) if n is None else n
    return rng.sample(PMH, n)


def dhi(case):
    base = {"pc_bppv": 38, "hc_bppv": 42, "vm": 50, "menieres": 54, "vn": 48, "pppd": 62,
            "bvl": 58, "scd": 34, "vs": 22, "mdds": 56, "presby": 46, "oh": 28}[case.dx["key"]]
    return max(4, min(96, 2 * ((base + case.rng.randint(-14, 14)) // 2)))


def questionnaires(case):
    rng = case.rng
    d = dhi(case)
    out = ["DHI %d/100 (%s)" % (d, "mild" if d <= 30 else "moderate" if d <= 60 else "severe")]
    if rng.random() < 0.6:
        out.append("HADS A %d / D %d" % (rng.randint(2, 16), rng.randint(1, 12)))
    if rng.random() < 0.5:
        out.append("VSS-SF %d" % rng.randint(4, 40))
    if rng.random() < 0.5:
        out.append("ABC %d%%" % rng.randint(30, 95))
    if rng.random() < 0.3:
        out.append("NPQ %d" % rng.randint(5, 48))
    return out


def bp(rng):
    sys1 = rng.randint(112, 168)
    dia1 = rng.randint(64, 96)
    return sys1, dia1


def positional(case):
    """Dix-Hallpike / roll test findings consistent with the diagnosis."""
    k, rng, s = case.dx["key"], case.rng, case.side
    if k == "pc_bppv":
        lat, dur = rng.randint(1, 8), rng.randint(8, 40)
        return ["Dix-Hallpike %s: upbeating torsional (geotropic) nystagmus, latency %d s, duration %d s, fatiguing; reproduced symptoms."
                % (s, lat, dur), "Dix-Hallpike %s: negative." % other(s),
                "Supine roll test: no nystagmus."]
    if k == "hc_bppv":
        geo = rng.choice(["geotropic", "apogeotropic"])
        return ["Dix-Hallpike: bilateral horizontal nystagmus on lying back, no torsional component.",
                "Supine roll test: %s direction-changing horizontal nystagmus, stronger to the %s." % (geo, s),
                "Bow and lean test consistent with %s side." % s]
    return [rng.choice(["Dix-Hallpike bilaterally negative.", "Dix-Hallpike: no nystagmus either side (Frenzel).",
                        "Positional testing (DH, roll) negative under video goggles."])]


def exam_lines(case):
    rng, k, s = case.rng, case.dx["key"], case.side
    sys1, dia1 = bp(rng)
    drop = rng.randint(25, 40) if k == "oh" else rng.randint(-5, 12)
    out = ["BP lying %d/%d, standing (3 min) %d/%d; HR %d" % (sys1, dia1, sys1 - drop, dia1 - drop // 3, rng.randint(56, 96)),
           rng.choice(["Otoscopy: TMs intact, normal.", "Otoscopy NAD bilaterally.", "Ears: wax %s, cleared with microsuction; TMs normal." % s]),
           "Tuning forks (512 Hz): Rinne +ve bilaterally, Weber %s." % (
               ("lateralises %s" % other(s)) if k in ("menieres", "vs") else ("lateralises %s" % s) if k == "scd" else "central"),
           rng.choice(["Cranial nerves II-XII intact.", "CN grossly intact, no facial weakness.", "Cranial nerves normal; facial sensation symmetrical."])]
    if k == "vn":
        out.append("Spontaneous nystagmus with Frenzel: %s-beating, grade I, suppressed with fixation." % other(s))
        out.append("Bedside head impulse test: corrective saccade to the %s." % s)
        out.append("HINTS: peripheral pattern (abnormal HIT, unidirectional nystagmus, no skew).")
    elif k == "bvl":
        out.append("Head impulse: bilateral overt saccades. DVA drop of 5 lines.")
    else:
        out.append(rng.choice(["No spontaneous or gaze-evoked nystagmus.", "Eye movements full; smooth pursuit and saccades normal.",
                               "No nystagmus in primary gaze or 30 deg eccentric gaze."]))
        out.append(rng.choice(["Head impulse test normal both sides.", "HIT negative bilaterally.", "HIT: no catch-up saccades."]))
    out += positional(case)
    rom = "Romberg positive (falls)" if k in ("bvl", "presby") else rng.choice(["Romberg negative", "Romberg sways but maintains", "Sharpened Romberg 12 s"])
    out.append("%s; Unterberger/Fukuda %s." % (rom, ("turns %d deg to the %s" % (rng.randint(40, 90), s)) if k == "vn" else "within normal limits"))
    out.append("Gait: %s; TUG %.1f s." % (rng.choice(["broad-based, cautious", "normal speed, mild veer", "normal", "uses stick in right hand", "slow, reduced arm swing"]),
                                         rng.uniform(7.5, 19.0)))
    if rng.random() < 0.3:
        out.append("Cerebellar: no dysdiadochokinesia, finger-nose normal; no Babinski sign.")
    return out


def caloric(case):
    """Bithermal caloric peak SPV (deg/s): RW, RC, LW, LC, CP%, DP%."""
    rng, k, s = case.rng, case.dx["key"], case.side
    rw, rc, lw, lc = [rng.randint(14, 38) for _ in range(4)]
    if k in ("vn", "menieres", "vs"):
        f = {"vn": rng.uniform(0.1, 0.4), "menieres": rng.uniform(0.45, 0.8), "vs": rng.uniform(0.3, 0.7)}[k]
        if s == "right":
            rw, rc = max(1, int(rw * f)), max(1, int(rc * f))
        else:
            lw, lc = max(1, int(lw * f)), max(1, int(lc * f))
    if k == "bvl":
        rw, rc, lw, lc = [rng.randint(1, 5) for _ in range(4)]
    tot = rw + rc + lw + lc
    cp = round(100.0 * ((rw + rc) - (lw + lc)) / tot)
    dp = round(100.0 * ((rw + lc) - (lw + rc)) / tot)
    return rw, rc, lw, lc, cp, dp


def vhit(case):
    """Gains at 60 ms for LA RP RA LP and lateral L/R."""
    rng, k, s = case.rng, case.dx["key"], case.side
    g = {c: round(rng.uniform(0.82, 1.08), 2) for c in ("LL", "RL")}
    for c in ("LA", "RP", "RA", "LP"):
        g[c] = round(rng.uniform(0.72, 1.02), 2)
    if k == "vn":
        g[S(case) + "L"] = round(rng.uniform(0.35, 0.68), 2)
        g[S(case) + "A"] = round(rng.uniform(0.4, 0.7), 2)
    if k == "bvl":
        for c in sorted(g):
            g[c] = round(rng.uniform(0.15, 0.55), 2)
    if k == "vs" and rng.random() < 0.5:
        g[S(case) + "L"] = round(rng.uniform(0.6, 0.78), 2)
    return g


FREQS = [250, 500, 1000, 2000, 4000, 8000]


def audiogram(case):
    """Air conduction thresholds dB HL, right and left lists."""
    rng, k, s = case.rng, case.dx["key"], case.side
    age = case.age
    base = [max(-5, min(40, (age - 40) // 3 + rng.randint(-5, 5) + (i * (age // 25)))) for i in range(6)]
    r = [5 * round(x / 5) for x in base]
    l = [5 * round((x + rng.randint(-5, 5)) / 5) for x in base]
    aff = r if s == "right" else l
    if k == "menieres":
        for i, add in enumerate([35, 30, 20, 10, 5, 5]):
            aff[i] = min(90, aff[i] + add + 5 * rng.randint(0, 2))
    if k == "vs":
        for i, add in enumerate([5, 10, 20, 30, 40, 40]):
            aff[i] = min(100, aff[i] + add)
    if k == "scd":
        for i in range(2):
            aff[i] += 15
    return r, l


DEVICE_MODELS = {
    "vng": ["VestiScan VNG-4", "OculoTrack 3", "NystaView II", "Equilux VNG Pro"],
    "vhit": ["HeadTrak vHIT-2", "ImpulsEye 360", "GyroGain EX", "SwiftHead v3"],
    "aud": ["TonalPro AD-629", "ClarAudio 440", "Sonatrix A2 audiometer", "AudiMate Clinical 5"],
    "tymp": ["TympaCheck 2", "ImmitTone T30"],
    "ha": ["Lumio 312 RIC", "Auralis BTE 90", "SoniqFit CIC", "Cadenza R BTE"],
    "chair": ["RotaSeat RC-1", "Vestiglide rotary chair"],
    "post": ["EquiPlate CDP", "BalanceDeck 5"],
}
