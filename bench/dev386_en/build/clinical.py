"""Clinical content for tinnitus / hearing therapy notes (no PHI in here)."""
from core import pick, chance

FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]
FLAB = ["250", "500", "1k", "2k", "3k", "4k", "6k", "8k"]

AID_MODELS = ["Auralis Vero 60 R", "Auralis Vero 40 RIC", "Sonara Kite 7 RIC", "Sonara Kite 5 BTE", "Heliant Muse 2400",
              "Heliant Muse 1600 mRIC", "Norvik Aria 5 R", "Norvik Aria 3 ITC", "Tessa Lumen BTE P", "Tessa Lumen RIC 312",
              "Cirrus Echo 9 R", "Cirrus Echo 7 CIC", "Valo Prime 312", "Valo Prime R Li"]
SG_MODELS = ["Calmtone SG-2 ear-level sound generator", "Tinnex Noiser Pro", "Sonara Kite T combi", "Restwave bedside unit",
             "Auralis Zen generator", "Heliant Tinnitus SG", "Calmtone pillow speaker", "Norvik Whisper SG"]
ACCESSORIES = ["TV streamer", "remote microphone", "charging case", "Roger-type FM receiver", "app remote",
               "neckloop", "Bluetooth partner mic"]
BATTERY = [("10", "yellow"), ("312", "brown"), ("13", "orange"), ("675", "blue")]

PATTERNS = ["normal", "presby", "notch", "asym", "conductive", "low", "cookie", "flat"]


def thresholds(rng, pattern=None):
    pattern = pattern or pick(rng, PATTERNS)
    base = rng.randrange(0, 4) * 5
    ears = {}
    worse = pick(rng, ["R", "L"]) if pattern != "conductive" else "R"
    for ear in ("R", "L"):
        vals = []
        for i, f in enumerate(FREQS):
            v = base + rng.randrange(0, 2) * 5
            if pattern == "presby":
                v += max(0, i - 1) * rng.choice([5, 10])
            elif pattern == "notch":
                v += {3000: 20, 4000: 35, 6000: 25, 8000: 10}.get(f, 0)
            elif pattern == "asym":
                v += max(0, i - 2) * 5 + (25 if ear == worse and f >= 1000 else 0)
            elif pattern == "conductive":
                v += 25 if ear == worse else 0
            elif pattern == "low":
                v += (40 - i * 8 if ear == worse else 0) if i < 4 else 0
            elif pattern == "cookie":
                v += {1000: 20, 2000: 25, 3000: 20}.get(f, 0)
            elif pattern == "flat":
                v += 35
            vals.append(max(-5, min(120, v - v % 5)))
        ears[ear] = vals
    bc = {}
    for ear in ("R", "L"):
        b = []
        for i, f in enumerate(FREQS[1:6], 1):
            v = ears[ear][i] - (25 if pattern == "conductive" and ear == worse else rng.randrange(0, 2) * 5)
            b.append(max(-5, v - v % 5))
        bc[ear] = b
    return pattern, ears, bc


def pta4(vals):
    return round((vals[1] + vals[2] + vals[3] + vals[5]) / 4.0)


def degree(v):
    if v <= 20:
        return "normal hearing"
    if v <= 40:
        return "mild"
    if v <= 70:
        return "moderate"
    if v <= 95:
        return "severe"
    return "profound"


def describe(pattern, ears):
    r, l = pta4(ears["R"]), pta4(ears["L"])
    desc = {"normal": "Hearing within normal limits bilaterally (PTA R %d, L %d dB HL)." % (r, l),
            "presby": "Bilateral symmetrical sloping high-frequency SNHL, consistent with presbycusis (PTA4 R %d / L %d dB HL)." % (r, l),
            "notch": "Bilateral notch at 4 kHz with recovery at 8 kHz, typical of noise exposure (PTA4 R %d, L %d)." % (r, l),
            "asym": "Asymmetrical SNHL, difference >15 dB at two adjacent frequencies (PTA4 R %d, L %d dB HL)." % (r, l),
            "conductive": "R conductive loss with air-bone gap of 20-30 dB; L within normal limits (PTA4 R %d, L %d)." % (r, l),
            "low": "Low-frequency (rising) SNHL on one side, query hydropic/Meniere's picture (PTA4 R %d, L %d)." % (r, l),
            "cookie": "Mid-frequency 'cookie-bite' configuration bilaterally (PTA4 R %d / L %d)." % (r, l),
            "flat": "Flat moderate SNHL bilaterally (PTA4 R %d, L %d dB HL)." % (r, l)}
    return desc[pattern]


def audio_table(rng, ears, bc, style=None):
    style = style or pick(rng, ["grid", "grid", "slash", "rows"])
    if style == "slash":
        return ("R AC: %s dB HL (0.25-8 kHz)\nL AC: %s dB HL\nBC (0.5-4k) R %s / L %s\n" % (
            "/".join(str(v) for v in ears["R"]), "/".join(str(v) for v in ears["L"]),
            "/".join(str(v) for v in bc["R"]), "/".join(str(v) for v in bc["L"])))
    if style == "rows":
        lines = ["Freq   R-AC  L-AC  R-BC  L-BC"]
        for i, f in enumerate(FLAB):
            rb = str(bc["R"][i - 1]) if 1 <= i <= 5 else "-"
            lb = str(bc["L"][i - 1]) if 1 <= i <= 5 else "-"
            lines.append("%-6s %5s %5s %5s %5s" % (f, ears["R"][i], ears["L"][i], rb, lb))
        return "\n".join(lines) + "\n"
    head = "Hz        " + "".join("%6s" % f for f in FLAB)
    rows = [head]
    for ear in ("R", "L"):
        rows.append("%-10s" % (ear + " AC dBHL") + "".join("%6s" % v for v in ears[ear]))
    for ear in ("R", "L"):
        rows.append("%-10s" % (ear + " BC") + "%6s" % "" + "".join("%6s" % v for v in bc[ear]) + "%6s%6s" % ("", ""))
    return "\n".join(r.rstrip() for r in rows) + "\n"


def tymp(rng, pattern):
    out = []
    for ear in ("R", "L"):
        if pattern == "conductive":
            t = pick(rng, ["B", "C", "As", "B"]) if ear == "R" else pick(rng, ["A", "A", "As"])
        else:
            t = pick(rng, ["A", "A", "A", "A", "As", "Ad", "C"])
        ecv = rng.randrange(8, 20) / 10.0
        mep = {"A": rng.randrange(-40, 30), "As": rng.randrange(-30, 20), "Ad": rng.randrange(-20, 30),
               "C": rng.randrange(-300, -150), "B": 0}[t]
        comp = {"A": rng.randrange(4, 15) / 10.0, "As": rng.randrange(1, 3) / 10.0, "Ad": rng.randrange(18, 35) / 10.0,
                "C": rng.randrange(3, 9) / 10.0, "B": 0.0}[t]
        out.append((ear, t, ecv, mep, comp))
    return out


def tymp_text(rng, ty, style=None):
    style = style or pick(rng, ["table", "inline"])
    if style == "inline":
        return "; ".join("%s Type %s (ECV %.1f ml, MEP %s daPa, SC %.1f ml)" % (e, t, ecv, ("%+d" % m) if t != "B" else "NP", c)
                         for e, t, ecv, m, c in ty) + "\n"
    rows = ["Ear  Type  ECV(ml)  Peak(daPa)  Compliance(ml)"]
    for e, t, ecv, m, c in ty:
        rows.append("%-4s %-5s %-8.1f %-11s %.1f" % (e, t, ecv, ("%+d" % m) if t != "B" else "no peak", c))
    return "\n".join(rows) + "\n"


def reflexes(rng):
    return "Acoustic reflexes (1 kHz): R ipsi %s, L ipsi %s, contra %s.\n" % (
        pick(rng, ["present 90 dB", "present 95 dB", "present 100 dB", "absent", "elevated 105 dB"]),
        pick(rng, ["present 90 dB", "present 85 dB", "absent", "not tested"]),
        pick(rng, ["present bilat", "absent R stim", "not tested (tinnitus distress)", "present"]))


def speech(rng):
    return "Speech: SRT R %d dB HL, L %d dB HL. WRS (%s) R %d%% @ %d dB, L %d%% @ %d dB.\n" % (
        rng.randrange(10, 60, 5), rng.randrange(10, 60, 5), pick(rng, ["AB words", "NU-6", "CID W-22", "BKB sentences"]),
        rng.randrange(60, 101, 4), rng.randrange(50, 80, 5), rng.randrange(60, 101, 4), rng.randrange(50, 80, 5))


def ulls(rng):
    vals = [(f, rng.randrange(60, 105, 5), rng.randrange(60, 105, 5)) for f in ("500", "1k", "2k", "4k")]
    rows = ["ULL/LDL (dB HL)  R    L"]
    for f, r, l in vals:
        rows.append("  %-14s %-4d %d" % (f, r, l))
    avg = sum(v[1] + v[2] for v in vals) / 8.0
    return "\n".join(rows) + "\n", avg


def pitch_match(rng):
    return "Tinnitus match: pitch ~%s, loudness %d dB SL, MML %d dB HL, residual inhibition %s.\n" % (
        pick(rng, ["4 kHz", "6 kHz", "3 kHz", "8 kHz", "NBN 4k", "1 kHz (low hum)", "12 kHz (above range)"]),
        rng.randrange(2, 15), rng.randrange(15, 60, 5), pick(rng, ["partial", "complete 20 s", "none", "not tested"]))


def thi_grade(s):
    if s <= 16:
        return 1, "slight"
    if s <= 36:
        return 2, "mild"
    if s <= 56:
        return 3, "moderate"
    if s <= 76:
        return 4, "severe"
    return 5, "catastrophic"


def scores(rng):
    thi = rng.randrange(4, 100, 2)
    g, word = thi_grade(thi)
    return {"thi": thi, "grade": g, "word": word, "tfi": rng.randrange(10, 95), "hadsa": rng.randrange(0, 21),
            "hadsd": rng.randrange(0, 19), "isi": rng.randrange(0, 28), "vas_l": rng.randrange(1, 11),
            "vas_a": rng.randrange(1, 11), "hq": rng.randrange(5, 42), "gad": rng.randrange(0, 21),
            "phq": rng.randrange(0, 27), "hhie": rng.randrange(0, 40, 2)}


TINN_DESC = ["high-pitched ringing", "constant hissing", "buzzing, worse at night", "pulsatile whooshing in time with the heartbeat",
             "intermittent low hum", "cicada-like noise", "tonal whistle ~4 kHz", "crackling/clicking", "roaring like the sea",
             "two tones, one high one 'electrical'", "a 'kettle' noise", "sizzling (like frying)"]
TINN_SIDE = ["bilateral, L>R", "bilateral, R>L", "right-sided", "left-sided", "central/in the head", "bilateral, symmetrical"]
ONSET = ["gradual onset over several years", "sudden onset after a viral URTI", "started after a loud concert",
         "noticed after starting a new medication", "came on after a period of stress and poor sleep",
         "after a fall with head injury", "following a flight with barotrauma", "after years of noise at work",
         "onset following ear syringing", "after COVID-19 infection", "since childbirth"]
ASSOC = ["No vertigo, otalgia or otorrhoea.", "Occasional aural fullness R. No vertigo.",
         "Episodic rotatory vertigo lasting hours with fluctuating hearing - ?Meniere's.",
         "Denies vertigo; occasional lightheadedness on standing.", "Reports sound sensitivity (hyperacusis) to cutlery, children's voices.",
         "Jaw clicking and bruxism - TMJ component possible.", "Neck stiffness; tinnitus modulates with jaw/neck movement.",
         "No facial weakness, no headaches. No visual symptoms.", "Autophony on the L, ?patulous ET.",
         "Intermittent muffled hearing with colds."]
PMH = ["HTN", "T2DM", "hypercholesterolaemia", "OSA on CPAP", "migraine", "anxiety", "depression", "TMJ dysfunction",
       "grommets as a child", "Meniere's disease", "otosclerosis", "hypothyroidism", "AF on apixaban", "IBS",
       "asthma", "previous MI", "fibromyalgia", "GORD", "CKD stage 3", "prostate Ca (treated)", "breast Ca - cisplatin chemo",
       "Bell's palsy", "Ramsay Hunt syndrome", "Paget's disease of bone", "whiplash injury", "PTSD", "ADHD"]
MEDS = ["amlodipine 5 mg OD", "metformin 500 mg BD", "atorvastatin 20 mg nocte", "sertraline 50 mg OD",
        "betahistine 16 mg TDS", "aspirin 75 mg OD", "furosemide 40 mg mane", "omeprazole 20 mg OD", "co-codamol 30/500 PRN",
        "melatonin 2 mg nocte", "amitriptyline 10 mg nocte", "levothyroxine 100 mcg", "ramipril 5 mg", "apixaban 5 mg BD",
        "gabapentin 300 mg TDS", "propranolol 40 mg BD", "salbutamol inh PRN", "naproxen 500 mg BD", "mirtazapine 15 mg",
        "citalopram 20 mg", "prochlorperazine 5 mg PRN", "bendroflumethiazide 2.5 mg", "hydroxychloroquine 200 mg",
        "lisinopril 10 mg", "ibuprofen PRN", "zopiclone 3.75 mg PRN", "fluoxetine 20 mg", "Ginkgo biloba (OTC)"]
OTOSCOPY = ["Otoscopy: canals clear, TMs intact and healthy bilaterally.", "Otoscopy: wax ++ L, removed by microsuction; R clear.",
            "Otoscopy: R TM retracted, L normal.", "Otoscopy: NAD bilaterally.", "Otoscopy: narrow canals, small amount of wax, TMs visible.",
            "Otoscopy: old healed perforation L (dimeric segment), R normal.", "Otoscopy: mild exostoses bilaterally, TMs seen.",
            "Otoscopy: tympanosclerosis R, L clear."]
HARDNEG = ["Weber central, Rinne positive bilaterally (512 Hz fork).", "Weber lateralises to the L; Rinne negative on the L.",
           "Dix-Hallpike negative both sides.", "No Tullio phenomenon.", "Carhart notch at 2 kHz on the R BC.",
           "Stenger negative.", "Explained the Jastreboff neurophysiological model.", "Cawthorne-Cooksey exercises given previously.",
           "Hughson-Westlake procedure, BSA recommended method.", "Valsalva: TMs mobile.", "Epley manoeuvre not indicated.",
           "Lombard effect noted - speaks loudly in clinic.", "Fistula test negative.", "No Hennebert sign.",
           "Explained the vicious circle / Hallam model of tinnitus habituation.", "Prescribed to NAL-NL2; DSL v5 not used.",
           "Sound level meter reading in clinic 42 dBA.", "Loudness discomfort tested per BSA guidance.",
           "Schwartze sign absent.", "Eustachian tube function grossly normal on Toynbee."]
PLANS = ["Bilateral RIC hearing aids with combination sound generator; fitting appointment booked.",
         "MRI IAMs requested to exclude retrocochlear pathology (VS) given asymmetry.",
         "Referral to hearing therapy for CBT-informed tinnitus management (6 sessions).",
         "Sound enrichment: bedside sound generator, avoid silence, fan/white noise at night.",
         "Trial of ear-level sound generators for hyperacusis desensitisation.",
         "Refer ENT for pulsatile tinnitus - consider imaging (CTA/MRA).",
         "Review in 3/12 with repeat THI.", "Discharge to GP with advice; open access for 6/12.",
         "Sleep hygiene advice, relaxation CD/app given, leaflet on tinnitus and sleep.",
         "Request bloods via GP (FBC, TFTs, glucose) if not done in last 12/12.",
         "Provide information on local tinnitus support group.", "Fit R aid only (L unaidable); CROS trial discussed.",
         "Hearing protection advice; custom plugs (ER-15 type) recommended for band practice.",
         "Psychology referral for low mood (PHQ-9 raised) - discussed with pt, consent given."]
COUNSEL = ["Psychoeducation: tinnitus as a common, benign experience; role of attention and emotion.",
           "Discussed the limbic/autonomic link; explored catastrophic thoughts ('it will drive me mad').",
           "Introduced thought diary (situation - thought - feeling - rating).",
           "Practised diaphragmatic breathing and progressive muscle relaxation in session.",
           "Worked on attention-switching exercises with a nature soundscape.",
           "Reviewed sleep diary: sleep latency ~60 min, 2 awakenings; stimulus control explained.",
           "Graded exposure hierarchy for hyperacusis reviewed; pt moved up two steps.",
           "Explored avoidance behaviours (no longer goes to the pub, cancelled choir).",
           "Discussed over-protection with earplugs and how it maintains hyperacusis.",
           "Set goal: use sound generator 6 h/day at mixing point just below tinnitus.",
           "Mindfulness body scan (10 min) practised; pt found it 'more relaxing than expected'.",
           "Reframing: 'the noise means my brain is damaged' -> 'my brain is filling in for the hearing loss'."]
TYPOS = {"tinnitus": "tinitus", "received": "recieved", "hearing": "heairng", "bilateral": "bilatreal",
         "appointment": "appointmnet", "patient": "patinet", "generator": "genrator", "hyperacusis": "hyperacousis",
         "separate": "seperate", "occasionally": "occasionaly"}


def pmh(rng, k=None):
    k = k or rng.randrange(1, 5)
    return ", ".join(rng.sample(PMH, k))


def meds(rng, k=None):
    k = k or rng.randrange(0, 5)
    if k == 0:
        return "nil regular"
    return ", ".join(rng.sample(MEDS, k))


def aid_pair(rng):
    m = pick(rng, AID_MODELS)
    return m, pick(rng, ["RIC, 8 mm open dome", "RIC, M receiver, closed dome", "RIC custom mould", "slim tube, 0.8 mm vent",
                         "BTE, skeleton mould, 1 mm vent", "RIC, power dome"])


def noise_hx(rng):
    return pick(rng, ["Occupational noise: %d years, intermittent use of ear defenders." % rng.randrange(3, 40),
                      "Recreational noise: band practice weekly, no plugs.", "Shooting (clay pigeon) for %d yrs, R-handed." % rng.randrange(2, 30),
                      "Military service - small arms, no protection at the time.", "Minimal noise history.",
                      "Motorbike rider, helmet only.", "Nightclub work for %d years." % rng.randrange(2, 15)])
