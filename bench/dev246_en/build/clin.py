"""Clinical filler for dev246_en: vitals, labs, drugs, scores, codes, times.  These are the
hard negatives (numbers, codes and eponyms that look like PHI but are not)."""
import pools_places as PP


def cap(s):
    return s[:1].upper() + s[1:]


def tm(c, h0=6, h1=22):
    h, m = c.ri(h0, h1), c.pk([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 3, 47])
    st = c.pk(["24", "24", "hhmm", "ampm", "ampm2"]) if c.country != "UK" else c.pk(["24", "24", "hhmm", "ampm"])
    if st == "24":
        return "%02d:%02d" % (h, m)
    if st == "hhmm":
        return "%02d%02d" % (h, m)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm") if st == "ampm" else "%d:%02d%s" % (hh, m, "AM" if h < 12 else "PM")


def tm_seq(c, n, h0=7, h1=21):
    """n increasing times of day in one format."""
    st = c.pk(["24", "24", "hhmm", "ampm"])
    mins = sorted(c.rng.sample(range(h0 * 60, h1 * 60, 5), n))
    out = []
    for x in mins:
        h, m = divmod(x, 60)
        if st == "24":
            out.append("%02d:%02d" % (h, m))
        elif st == "hhmm":
            out.append("%02d%02d" % (h, m))
        else:
            out.append("%d:%02d%s" % (h % 12 or 12, m, "am" if h < 12 else "pm"))
    return out


def temp(c):
    if c.country == "US" and c.ch(0.7):
        return "%.1f F" % (c.ri(965, 1018) / 10.0) if c.ch(0.5) else "%.1f" % (c.ri(965, 1018) / 10.0)
    return "%.1f" % (c.ri(355, 392) / 10.0) + c.pk(["", " C", "°C"])


def vitals(c, short=False):
    sbp = c.ri(92, 178)
    dbp = c.ri(54, min(110, sbp - 25))
    hr = c.ri(58, 128)
    rr = c.ri(12, 26)
    sp = c.ri(88, 100)
    parts = ["BP %d/%d" % (sbp, dbp), c.pk(["HR ", "P ", "pulse "]) + str(hr), "RR %d" % rr,
             c.pk(["T ", "Temp ", "T "]) + temp(c), c.pk(["SpO2 ", "O2 sat ", "sats "]) + "%d%%" % sp + c.pk([" RA", " on RA", "", " room air"])]
    if not short and c.ch(0.4):
        parts.append(gluc(c))
    if not short and c.ch(0.25):
        parts.append("Wt %d kg" % c.ri(41, 118) if c.country != "US" or c.ch(0.3) else "Wt %d lb" % c.ri(95, 260))
    sep = c.pk([", ", "  ", " | ", "; "])
    return sep.join(parts)


def gluc(c):
    if c.country == "US":
        return c.pk(["BG ", "CBG ", "glucose ", "FSBG "]) + str(c.ri(62, 412)) + c.pk(["", " mg/dL"])
    return c.pk(["BM ", "CBG ", "glucose ", "BG "]) + "%.1f" % (c.ri(32, 268) / 10.0) + c.pk(["", " mmol/L"])


LABS_US = [("Na", 124, 144, ""), ("K", 30, 55, "dec"), ("Cl", 92, 110, ""), ("HCO3", 16, 30, ""), ("BUN", 6, 48, ""),
           ("Cr", 5, 24, "dec"), ("glucose", 68, 390, ""), ("WBC", 38, 220, "dec"), ("Hgb", 72, 162, "dec"),
           ("Plt", 88, 460, ""), ("AST", 18, 240, ""), ("ALT", 12, 190, ""), ("Alk phos", 55, 260, ""),
           ("T bili", 3, 38, "dec"), ("albumin", 21, 45, "dec"), ("lipase", 18, 410, ""), ("lactate", 8, 46, "dec"),
           ("CRP", 2, 210, ""), ("ESR", 4, 98, ""), ("HbA1c", 49, 132, "dec%"), ("INR", 9, 24, "dec"),
           ("Mg", 12, 24, "dec"), ("phos", 18, 52, "dec"), ("CK", 60, 4800, ""), ("ammonia", 18, 95, ""),
           ("TSH", 3, 62, "dec"), ("B12", 110, 890, ""), ("folate", 2, 20, ""), ("ethanol", 0, 320, "")]


def lab_one(c):
    nm, lo, hi, kind = c.pk(LABS_US)
    v = c.ri(lo, hi)
    if kind.startswith("dec"):
        s = "%.1f" % (v / 10.0)
        if kind == "dec%":
            s += "%"
    else:
        s = str(v)
    if c.country != "US" and nm == "glucose":
        s = "%.1f" % (v / 18.0)
    return nm + " " + s


def labs(c, k=None):
    k = k or c.ri(3, 7)
    seen = []
    out = []
    while len(out) < k:
        x = lab_one(c)
        key = x.split(" ")[0]
        if key in seen:
            continue
        seen.append(key)
        out.append(x)
    return c.pk([", ", "; ", "  "]).join(out)


def serology(c):
    return c.pk(["HIV Ag/Ab non-reactive", "HIV VL <20 copies/mL, CD4 %d" % c.ri(180, 900), "HCV Ab reactive, RNA pending",
                 "HCV RNA %d IU/mL" % c.ri(12000, 4800000), "RPR 1:%d" % c.pk([4, 8, 16, 32, 64]), "HBsAg neg, anti-HBs <10",
                 "QuantiFERON negative", "TB skin test %d mm" % c.ri(0, 18), "UDS + fentanyl, + methamphetamine",
                 "UDS positive for cocaine, THC", "BAC 0.%02d" % c.ri(3, 34), "HCV Ab negative", "syphilis EIA reactive",
                 "CXR clear", "ECG sinus tach %d, QTc %d" % (c.ri(101, 124), c.ri(412, 498))])


MEDS = [("buprenorphine-naloxone", ["8/2 mg SL daily", "16/4 mg SL daily", "4/1 mg SL BID", "2/0.5 mg SL TID"]),
        ("Suboxone", ["8 mg film daily", "12 mg daily", "16 mg SL daily"]), ("methadone", ["60 mg PO daily", "95 mg daily", "40 mg daily witnessed", "110 mg"]),
        ("naloxone", ["4 mg intranasal PRN", "0.4 mg IM PRN", "4 mg nasal x2 kits"]), ("Sublocade", ["300 mg SC monthly", "100 mg SC monthly"]),
        ("olanzapine", ["10 mg qHS", "5 mg PO nightly", "15 mg qhs"]), ("Invega Sustenna", ["156 mg IM monthly", "234 mg IM q4wk"]),
        ("Abilify Maintena", ["400 mg IM monthly"]), ("quetiapine", ["50 mg qHS", "100 mg nightly", "25 mg PRN"]),
        ("sertraline", ["50 mg daily", "100 mg daily"]), ("mirtazapine", ["15 mg qhs", "30 mg nocte"]),
        ("doxycycline", ["100 mg PO BID x7d", "100 mg BID"]), ("cephalexin", ["500 mg PO QID x7 days", "500 mg QID"]),
        ("TMP-SMX DS", ["1 tab BID x10d", "2 tabs BID"]), ("flucloxacillin", ["500 mg QDS", "1 g QDS x7/7"]),
        ("co-amoxiclav", ["625 mg TDS", "625mg tds x5/7"]), ("clindamycin", ["300 mg TID", "450 mg QID"]),
        ("ibuprofen", ["400 mg PRN", "600 mg TID with food"]), ("acetaminophen", ["650 mg q6h PRN", "1 g TID"]),
        ("paracetamol", ["1 g QDS PRN", "500 mg 2 tabs QDS"]), ("nicotine patch", ["21 mg/24h", "14 mg daily"]),
        ("insulin glargine", ["20 units qHS", "14 u nightly", "32 units daily"]), ("metformin", ["500 mg BID", "1000 mg BID"]),
        ("lisinopril", ["10 mg daily", "20 mg daily"]), ("amlodipine", ["5 mg daily", "10 mg OD"]),
        ("Biktarvy", ["1 tab daily"]), ("Epclusa", ["1 tab daily x12 wks"]), ("Mavyret", ["3 tabs daily x8 wks"]),
        ("thiamine", ["100 mg daily", "100 mg PO TID"]), ("folic acid", ["1 mg daily", "5 mg OD"]),
        ("gabapentin", ["300 mg TID", "600 mg TID"]), ("furosemide", ["40 mg daily", "20 mg BID"]),
        ("apixaban", ["5 mg BID"]), ("salbutamol inhaler", ["2 puffs PRN"]), ("albuterol HFA", ["2 puffs q4h PRN"]),
        ("Symbicort", ["2 puffs BID"]), ("omeprazole", ["20 mg daily", "40 mg OD"]), ("PrEP (Descovy)", ["1 tab daily"]),
        ("hydroxyzine", ["25 mg TID PRN anxiety"]), ("clonidine", ["0.1 mg TID PRN withdrawal"]), ("loperamide", ["2 mg PRN"]),
        ("ondansetron", ["4 mg ODT q8h PRN"]), ("permethrin 5% cream", ["apply x1, repeat in 7 days"]),
        ("ivermectin", ["200 mcg/kg x1"]), ("mupirocin ointment", ["TID to wound"]), ("silver sulfadiazine", ["daily to burn"]),
        ("lorazepam", ["1 mg PRN"]), ("chlordiazepoxide", ["25 mg QID taper"]), ("haloperidol", ["5 mg IM x1"])]


def med(c):
    n, doses = c.pk(MEDS)
    return n + " " + c.pk(doses)


def med_list(c, k=None, bullet="- "):
    k = k or c.ri(2, 6)
    names = []
    out = []
    while len(out) < k:
        n, doses = c.pk(MEDS)
        if n in names:
            continue
        names.append(n)
        out.append(bullet + n + " " + c.pk(doses))
    return out


def score(c):
    return c.pk(["PHQ-9 %d" % c.ri(0, 27), "GAD-7 %d" % c.ri(0, 21), "AUDIT-C %d" % c.ri(0, 12), "COWS %d" % c.ri(2, 28),
                 "CIWA-Ar %d" % c.ri(3, 26), "VI-SPDAT %d" % c.ri(4, 17), "GCS 15", "GCS %d" % c.ri(8, 15),
                 "MoCA %d/30" % c.ri(14, 29), "pain %d/10" % c.ri(0, 10), "PUSH score %d" % c.ri(4, 16),
                 "K10 %d" % c.ri(14, 44), "C-SSRS screen negative", "C-SSRS: passive SI, no plan", "DAST-10 %d" % c.ri(3, 10),
                 "CAGE 3/4", "Braden %d" % c.ri(11, 20), "NEWS2 %d" % c.ri(0, 7), "qSOFA %d" % c.ri(0, 2),
                 "Wells score %d" % c.ri(0, 4), "PHQ-2 %d" % c.ri(0, 6), "SPDAT %d" % c.ri(18, 52)])


def eponym(c):
    return c.pk(PP.EPONYM_NEG)


def eponym_exam(c):
    return c.pk(["Romberg positive", "Homans sign negative", "Babinski negative", "Trendelenburg gait", "Kernig negative",
                 "Charcot foot changes", "Dupuytren's contracture", "Raynaud's phenomenon", "Murphy's sign negative",
                 "Tinel's positive R wrist", "Beau's lines on nails", "Terry's nails", "Kussmaul breathing"])


ICD = [("Z59.02", "unsheltered homelessness"), ("Z59.01", "sheltered homelessness"), ("Z59.00", "homelessness, unspecified"),
       ("F11.20", "opioid use disorder, moderate-severe"), ("F15.20", "stimulant use disorder"), ("F10.239", "alcohol withdrawal"),
       ("L03.115", "cellulitis R lower limb"), ("L03.116", "cellulitis L lower limb"), ("L02.413", "abscess R upper limb"),
       ("B86", "scabies"), ("B85.1", "body lice"), ("T40.411A", "fentanyl poisoning, accidental"), ("I10", "HTN"),
       ("E11.9", "T2DM"), ("J44.1", "COPD exacerbation"), ("F20.9", "schizophrenia"), ("F31.9", "bipolar disorder"),
       ("F43.10", "PTSD"), ("B18.2", "chronic hep C"), ("Z21", "HIV asymptomatic"), ("T33.821A", "frostbite, R foot"),
       ("L89.153", "pressure injury sacrum, stage 3"), ("L97.519", "non-pressure ulcer R foot"), ("S61.411A", "laceration R hand"),
       ("K70.30", "alcoholic cirrhosis"), ("Z91.19", "nonadherence"), ("Z63.8", "family disruption"), ("Z56.0", "unemployment")]


def icd(c):
    code, desc = c.pk(ICD)
    return code, desc


def dx_line(c):
    code, desc = icd(c)
    return c.pk(["%s (%s)" % (desc, code), "%s - %s" % (code, desc), "%s %s" % (desc, code)])


def dx_lines(c, k):
    idx = c.rng.sample(range(len(ICD)), k)
    out = []
    for i in idx:
        code, desc = ICD[i]
        out.append(c.pk(["%s (%s)" % (desc, code), "%s - %s" % (code, desc), "%s %s" % (desc, code)]))
    return out


def dur(c):
    if c.country == "UK" and c.ch(0.5):
        return c.pk(["%d/7" % c.ri(1, 6), "%d/52" % c.ri(1, 8), "%d/12" % c.ri(1, 11)])
    return c.pk(["%d days" % c.ri(2, 14), "x%d days" % c.ri(2, 10), "%d wks" % c.ri(1, 8), "~%d weeks" % c.ri(2, 6),
                 "%d months" % c.ri(2, 18), "since last night", "for the past week", "%d hrs" % c.ri(3, 48),
                 "about a fortnight" if c.country == "UK" else "about two weeks"])


def rel_time(c):
    return c.pk(["yesterday", "last night", "this morning", "two days ago", "last week", "earlier today", "over the weekend",
                 "3 days ago", "on arrival", "at last visit", "a few weeks back", "POD 4", "day 3 of abx", "HD 2",
                 "two nights ago", "the night before"])


SUBST = ["smokes fentanyl daily, ~%d points/day", "injects fentanyl %d x/day, uses new supplies most days",
         "smokes meth daily, last use this am", "drinks ~%d cans of 8%% beer daily", "drinks about a fifth of vodka daily",
         "occasional crack use, denies injecting", "IVDU (heroin/fentanyl), rotates sites, prefers L antecubital",
         "cannabis daily, tobacco 1 ppd", "uses 'down' (fentanyl) + benzos, last OD %d months ago",
         "vapes nicotine, denies other substances", "drinks ~%d cans of beer dialy, denies other drugs", "drinks mouthwash when can't get alcohol", "no substance use reported",
         "spice (synthetic cannabinoids) daily", "crack pipe ~%d times/day, mouth sores", "in early recovery, %d days no opioids"]


def subst(c):
    s = c.pk(SUBST)
    n = s.count("%d")
    if n == 0:
        return s.replace("%%", "%")
    vals = tuple(c.ri(3, 9) if i == 0 else c.ri(10, 30) for i in range(n))
    return s % vals


def wound(c):
    l, w = c.ri(5, 95) / 10.0, c.ri(5, 70) / 10.0
    d = c.ri(1, 25) / 10.0
    return c.pk(["%.1f x %.1f x %.1f cm" % (l, w, d), "%.1f cm x %.1f cm, depth %.1f cm" % (l, w, d), "L %.1f W %.1f D %.1f cm" % (l, w, d),
                 "approx %.0f x %.0f mm" % (l * 10, w * 10)])


WBED = ["60% granulation, 40% slough", "pale granulation, no tunnelling", "yellow slough covering ~70%", "black eschar at centre",
        "friable red granulation", "undermining 2-5 o'clock ~0.8 cm", "macerated edges", "rolled edges, callus rim",
        "serous exudate moderate", "purulent exudate, malodorous", "surrounding erythema ~3 cm, warm", "periwound intact",
        "tracking erythema up to mid-shin", "fluctuant area 2 cm, drained small amount pus"]

DRESS = ["cleansed with NS, Aquacel Ag + Mepilex Border", "wound irrigated with saline, iodosorb, secondary gauze + Kerlix",
         "Xeroform, ABD pad, Coban wrap", "Unna boot applied L leg", "honey alginate + foam, retention bandage",
         "silver alginate, Tubigrip", "Betadine paint to eschar, kept dry", "Tegaderm over non-adherent pad",
         "compression 2-layer (Coban 2 lite)", "packed with iodoform 1/4 inch strip, gauze, tape",
         "Inadine + Allevyn, crepe bandage", "zinc paste bandage, spare dressings given x3"]


def wbed(c):
    return c.pk(WBED)


def dressing(c):
    return c.pk(DRESS)


SUPPLIES = [("%d x 1 mL 28G syringes", [10, 20, 30, 50, 100]), ("%d x 1 mL 27G 1/2in", [10, 20, 40]), ("%d cookers", [5, 10, 20]),
            ("%d sterile water ampoules", [10, 20, 30]), ("%d alcohol swabs", [20, 30, 50, 100]), ("%d tourniquets", [2, 3]),
            ("%d fentanyl test strips", [5, 10, 20]), ("%d x 1L sharps containers", [2, 3]), ("%d pipe kits (glass stems + mouthpieces)", [2, 3, 5]),
            ("%d foil sheets", [10, 20, 25]), ("%d safer smoking kits", [2, 4]), ("%d condoms", [5, 10, 12]),
            ("%d cottons/filters", [10, 20, 50]), ("%d ascorbic acid sachets", [5, 10, 20]), ("%d x 3 mL 25G syringes", [5, 10]),
            ("%d wound care kits", [2, 3]), ("%d pairs of socks", [2, 3]), ("%d hygiene kits", [2, 3]), ("%d xylazine test strips", [5, 10]),
            ("%d lube sachets", [5, 10]), ("%d snorting kits", [2, 5]), ("%d naloxone nasal sprays", [2])]


def supply(c):
    f, ns = c.pk(SUPPLIES)
    return f % c.pk(ns)


def supplies(c, k):
    idx = c.rng.sample(range(len(SUPPLIES)), k)
    return [SUPPLIES[i][0] % c.pk(SUPPLIES[i][1]) for i in idx]


MSE = ["Appearance: dishevelled, layered clothing, poor hygiene", "Behaviour: guarded but cooperative, fair eye contact",
       "Speech: pressured, increased volume", "Speech: normal rate, soft", "Mood: 'tired of everything'", "Mood: 'fine'", "Mood: 'im done with all this'",
       "Affect: restricted, incongruent at times", "Affect: labile, irritable", "Thought process: tangential, loosening of associations",
       "Thought process: linear, goal-directed", "Thought content: persecutory delusions re: neighbours 'poisoning the water'",
       "Thought content: denies SI/HI", "Perception: responding to internal stimuli, AH commanding", "Perception: no AVH reported",
       "Cognition: oriented x3, MoCA deferred", "Insight: limited", "Judgement: impaired", "Insight/judgement: partial"]


def mse(c, k=5):
    picked = []
    out = []
    while len(out) < k:
        x = c.pk(MSE)
        head = x.split(":")[0]
        if head in picked:
            continue
        picked.append(head)
        out.append(x)
    return out


COMPLAINTS = ["cough x %s, productive, green sputum", "R foot pain, swelling, can't get boot on", "painful lump L forearm at injection site",
              "itching all over, worse at night", "cut on hand from fence", "burning with urination", "toothache, L lower jaw swelling",
              "feet wet and numb after rain", "SOB walking uphill, wheeze", "chest pain, sharp, worse with breathing",
              "needs refill of inhaler", "wants to start bupe", "feeling low, not sleeping", "headache after being assaulted",
              "diarrhoea x %s", "ran out of insulin", "rash on trunk", "lice", "ankle swelling both legs", "blisters on heels",
              "wants STI testing", "BP meds stolen with backpack", "sholder pain after sleeping on concrete", "pain in L ear, decreased hearign", "fall on ice, L wrist pain", "vomiting blood x1",
              "abscess R thigh draining", "leg ulcer getting worse", "seizure witnessed by friend", "withdrawal, sweating, cramping"]


def complaint(c):
    s = c.pk(COMPLAINTS)
    if "%s" in s:
        s = s % dur(c)
    return s


EXAMS = ["Lungs: coarse crackles R base, no wheeze", "Heart RRR, no murmur", "Abd soft, NT, no HSM", "Skin: excoriations trunk/webspaces, burrows noted",
         "Feet: maceration between toes, intact sensation, DP pulses 2+", "R forearm: 3 cm fluctuant area with 5 cm erythema",
         "Oral: poor dentition, L lower molar caries with gingival swelling", "Ext: 2+ pitting oedema bilaterally to knee",
         "Neuro: A&Ox3, gait steady", "Neuro: alert, slurred speech, ataxic", "HEENT: conjunctival pallor", "Pupils pinpoint, sluggish",
         "Track marks bilateral antecubital fossae, no active infection", "Lungs clear, no increased WOB", "Lungs: clear bilaterlly, no wheeze", "Abd: soft, mild epigastric tenderenss", "Skin warm, dry, cap refill <2s",
         "L wrist: tender anatomical snuffbox, swelling, NV intact", "Frostnip tips of toes 2-4 R, blanching, no blistering",
         "Trench foot changes both feet: white, wrinkled, cold"]


def exam(c, k=3):
    out = []
    while len(out) < k:
        x = c.pk(EXAMS)
        if x not in out:
            out.append(x)
    return out


def weather(c):
    return c.pk(["-%d C overnight" % c.ri(2, 22), "%d F, raining" % c.ri(34, 52), "wind chill %d" % c.ri(-25, 5),
                 "heat advisory, %d F" % c.ri(96, 112), "cold weather alert in effect", "Code Blue night", "SWEP activated",
                 "extreme cold warning", "sleet, %d°C" % c.ri(0, 4)])


def code_neg(c):
    return c.pk(["CPT 99213", "CPT 99203", "HCPCS H0004", "T1015", "G0136", "SNOMED 32911000", "Read code 13F61",
                 "Z59.02", "F11.20", "ICD-10 Z59.01", "LOINC 4548-4", "NDC 0093-5720-56", "lot 2EM47X (Narcan)",
                 "lot FL9031 (Tdap)", "form 5150", "Form 1 (MHA)", "s136 MHA", "Section 2", "Form 42", "W-2",
                 "SF-36", "DSM-5", "ICD-11 6C43", "CIWA protocol", "TIP 63", "SAMHSA", "NICE CG115"])
