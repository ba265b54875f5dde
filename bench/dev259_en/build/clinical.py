"""Clinical text blocks without PHI, full of hard negatives (dev259_en).

Everything returned here is plain text: drug names, eponyms, scores, device
model names, units, durations written like dates (3/7, 1/52), altitudes,
radio channels and other numbers that look like identifiers but are not PHI.
"""


def _c(rng, xs):
    return rng.choice(xs)


def vitals(rng, sev=1, style=None):
    hr = rng.randint(58, 96) + sev * rng.randint(5, 18)
    sbp = rng.randint(96, 150) - sev * rng.randint(0, 12)
    dbp = rng.randint(56, 92)
    rr = rng.randint(12, 18) + sev * rng.randint(1, 5)
    spo2 = rng.randint(86, 98) - sev * rng.randint(2, 9)
    t = round(rng.uniform(35.6, 37.9) - (sev > 1) * rng.uniform(0, 3), 1)
    gcs = 15 if sev < 2 else rng.choice([13, 14, 15])
    style = style or rng.choice(["line", "slash", "list", "caps"])
    if style == "line":
        return "HR %d, BP %d/%d, RR %d, SpO2 %d%% RA, T %.1fC, GCS %d" % (hr, sbp, dbp, rr, spo2, t, gcs)
    if style == "slash":
        return "P %d / BP %d/%d / R %d / sats %d%% on air / temp %.1f / GCS %d/15" % (hr, sbp, dbp, rr, spo2, t, gcs)
    if style == "caps":
        return "VS: HR %d  BP %d/%d  RR %d  SPO2 %d%%  TEMP %.1f  BGL %.1f" % (
            hr, sbp, dbp, rr, spo2, t, rng.uniform(4.2, 9.8))
    return "- Pulse %d reg\n- BP %d/%d\n- Resp %d\n- SpO2 %d%% (Nonin Onyx)\n- Temp %.1f tympanic\n- AVPU: %s" % (
        hr, sbp, dbp, rr, spo2, t, rng.choice(["A", "A", "V"]))


def vitals_table(rng, times, sev=1):
    rows = ["Time   HR   BP       RR  SpO2  GCS  Pain"]
    for t in times:
        rows.append("%-6s %-4d %d/%-4d %-3d %d%%   %-4d %d/10" % (
            t, rng.randint(70, 120), rng.randint(95, 150), rng.randint(55, 95), rng.randint(12, 28),
            rng.randint(78, 99) - sev * 2, rng.choice([15, 15, 14]), rng.randint(2, 9)))
    return "\n".join(rows)


def altitude_m(rng, lo=2800, hi=6400):
    m = rng.randint(lo // 10, hi // 10) * 10
    return m


def alt_str(rng, m=None):
    m = m or altitude_m(rng)
    ft = int(m * 3.281)
    return _c(rng, ["%s m" % format(m, ","), "%dm" % m, "%s m (%s ft)" % (format(m, ","), format(ft, ",")),
                    "approx %d m" % m])


def lls(rng, sev):
    items = [rng.randint(1, 3) if sev else rng.randint(0, 1) for _ in range(4)]
    tot = sum(items) + (rng.randint(0, 2) if sev > 1 else 0)
    return ("Lake Louise AMS score %d/12 (headache %d, GI %d, fatigue %d, dizziness %d)"
            % (tot, items[0], items[1], items[2], items[3]))


SCEN_ALT = ["ams", "hape", "hace"]
SCEN_COLD = ["frostbite", "hypothermia"]
SCEN_TRAUMA = ["ankle", "tibfib", "shoulder", "wrist", "head", "knee", "spine", "pelvis", "ribs"]
SCEN_MED = ["gi", "cardiac", "diabetic", "snowblind", "dental", "asthma", "anaphylaxis"]


def scenario(rng, kind):
    """Return a dict of plain-text clinical strings for a given problem kind."""
    s = {"kind": kind}
    if kind == "ams":
        s["cc"] = _c(rng, ["headache and nausea after ascent", "HA, anorexia, poor sleep", "frontal headache 2/7",
                           "feels 'hungover', vomited x2"])
        s["exam"] = "%s. Chest clear. No ataxia, heel-toe walk normal. %s" % (lls(rng, 1), vitals(rng, 1))
        s["dx"] = _c(rng, ["Acute mountain sickness, moderate", "AMS (mild-moderate)", "AMS"])
        s["tx"] = _c(rng, ["acetazolamide 250 mg BD, paracetamol 1 g QDS PRN, ondansetron 4 mg ODT",
                           "Diamox 125 mg BD, fluids, rest day", "ibuprofen 400 mg TDS, acetazolamide 250 mg stat"])
        s["plan"] = _c(rng, ["Rest day at current altitude; no further ascent until symptom-free.",
                             "Descend 300-500 m if worse; reassess in 24 h.", "Hold altitude x1 night, review AM."])
    elif kind == "hape":
        s["cc"] = _c(rng, ["breathless at rest, dry cough", "SOB, pink frothy sputum overnight",
                           "exertional dyspnoea -> dyspnoea at rest, cough 2/7"])
        s["exam"] = "Crackles R>L mid-zones, central cyanosis. SpO2 %d%% on air, %d%% on 4 L/min O2. %s" % (
            rng.randint(52, 74), rng.randint(82, 91), vitals(rng, 2, "line"))
        s["dx"] = _c(rng, ["High altitude pulmonary oedema", "HAPE", "HAPE (Lake Louise criteria met)"])
        s["tx"] = _c(rng, ["O2 4 L/min NC, nifedipine MR 30 mg BD, Gamow bag 2 psi x 1 h",
                           "oxygen via Hudson mask 6 L/min, nifedipine 20 mg SR, kept warm",
                           "Certec PAC 1 h, nifedipine MR 30 mg, O2 titrated to SpO2 >90%"])
        s["plan"] = _c(rng, ["Urgent descent / heli evac to lower altitude.", "Evacuate; no re-ascent this trip.",
                             "Descend min 1000 m, CXR at receiving facility."])
    elif kind == "hace":
        s["cc"] = _c(rng, ["confused, ataxic, severe headache", "found drowsy in tent, slurred speech",
                           "vomiting, stumbling, 'not making sense'"])
        s["exam"] = "GCS %d (E3V4M6), truncal ataxia, papilloedema not assessed. %s" % (
            rng.randint(11, 14), vitals(rng, 2, "slash"))
        s["dx"] = _c(rng, ["High altitude cerebral oedema", "HACE", "HACE with co-existing HAPE"])
        s["tx"] = _c(rng, ["dexamethasone 8 mg IM then 4 mg q6h, O2 4 L/min, Gamow bag",
                           "dex 8 mg IV stat + 4 mg QDS, oxygen, kept supine 30 deg head-up"])
        s["plan"] = "Immediate descent. Not fit to continue expedition."
    elif kind == "frostbite":
        digits_ = _c(rng, ["R hallux and 2nd toe", "L 2nd-4th fingers to PIPJ", "bilateral toes 1-3",
                           "R thumb and index to DIPJ", "nose tip and L ear helix"])
        s["cc"] = "numb, white %s after %s" % (digits_, _c(rng, ["summit day", "a night out at 6,000 m",
                                                                   "a wet boot crossing", "-38C windchill"]))
        s["exam"] = ("%s: %s blisters, capillary refill absent distally. Cauchy grade %d estimated "
                     "(Hennepin score pending). Doppler signal present at ankle." % (
                         digits_, _c(rng, ["haemorrhagic", "clear", "clear and haemorrhagic"]), rng.randint(2, 4)))
        s["dx"] = _c(rng, ["Deep frostbite", "Frostbite grade 3 (Cauchy)", "Superficial and deep frostbite"])
        s["tx"] = _c(rng, ["rapid rewarming 37-39C water bath 30 min, ibuprofen 12 mg/kg/day, aloe vera, tetanus",
                           "rewarmed in 38C water 40 min, iloprost 0.5-2 ng/kg/min 6 h/day x5 days",
                           "rewarming, tPA considered (<24 h) - not given, Tc-99m bone scan day 2"])
        s["plan"] = _c(rng, ["Delayed amputation decision; demarcation 6-12 weeks.",
                             "Avoid refreezing; no surgery before 6/52 unless infected.",
                             "Plastics review; repeat bone scan at 1/52."])
    elif kind == "hypothermia":
        ct = round(rng.uniform(26.5, 34.5), 1)
        stage = "HT I" if ct > 32 else ("HT II" if ct > 28 else "HT III")
        s["cc"] = _c(rng, ["found cold and confused", "immersion in stream then exposure", "benighted, shivering",
                           "avalanche burial ~40 min"])
        s["exam"] = ("Core temp %.1fC (oesophageal probe), Swiss stage %s. %s. ECG: Osborn J waves, AF slow."
                     % (ct, stage, vitals(rng, 2, "line")))
        s["dx"] = "Accidental hypothermia, %s" % stage
        s["tx"] = _c(rng, ["horizontal handling, Hypowrap + chemical heat pads, warm IV 0.9% NaCl 500 mL",
                           "Bair Hugger 43C, warmed fluids, K+ 4.6 mmol/L, ECLS centre alerted",
                           "insulated, vapour barrier, active external rewarming; avoided rough handling"])
        s["plan"] = _c(rng, ["Watch for afterdrop; cardiac monitoring (Lifepak 15).",
                             "Transfer to ECLS-capable centre if K+ <8 and arrest.", "Rewarm to >35C then reassess."])
    elif kind in SCEN_TRAUMA:
        T = {
            "ankle": ("inversion injury R ankle", "tender lat malleolus, unable to weight bear 4 steps - Ottawa ankle "
                      "rules positive", "?Weber B fracture R ankle", "SAM splint, elevation, methoxyflurane (Penthrox) 3 mL"),
            "tibfib": ("fall on descent, obvious deformity L lower leg", "angulated mid-shaft, skin intact, DP pulse "
                       "present, sensation intact", "Closed tib/fib fracture L", "in-line traction, vacuum splint, "
                       "fentanyl 50 mcg IN via MAD, ketamine 20 mg IV"),
            "shoulder": ("fall onto outstretched arm, shoulder 'popped out'", "squared-off shoulder, humeral head "
                         "palpable anteriorly, axillary nerve sensation intact", "Anterior shoulder dislocation",
                         "Cunningham technique failed, reduced with Kocher manoeuvre; sling"),
            "wrist": ("FOOSH on ice", "dinner-fork deformity, snuffbox non-tender", "?Colles fracture R wrist",
                      "splinted, Entonox, ice"),
            "head": ("struck head on rock, brief LOC", "GCS 14 (E4V4M6), scalp laceration 4 cm occiput, PEARL 3 mm",
                     "Head injury with LOC", "C-spine precautions (Canadian C-spine rule not applicable), dressing"),
            "knee": ("twisting fall, binding did not release", "effusion, Lachman +ve, McMurray equivocal",
                     "?ACL rupture L knee", "knee immobiliser, RICE, crutches"),
            "spine": ("fell ~8 m in gully", "midline T12 tenderness, moving all 4 limbs, sensation intact",
                      "?Thoracolumbar fracture", "vacuum mattress, scoop, log roll x4"),
            "pelvis": ("tumbling fall down scree", "pelvic pain, tachycardic, no leg length discrepancy",
                       "?Pelvic fracture", "SAM Pelvic Sling II, TXA 1 g IV, permissive hypotension"),
            "ribs": ("slipped on ice, fell onto boulder", "L lateral chest wall crepitus, equal AE, no surgical emphysema",
                     "Rib fractures L 6-8, ?pneumothorax", "analgesia, O2, monitor for tension PTX"),
        }[kind]
        s["cc"], s["exam"], s["dx"], s["tx"] = T
        s["exam"] += ". " + vitals(rng, 1, "line")
        s["plan"] = _c(rng, ["X-ray at receiving ED.", "Ortho review.", "CT as per NEXUS / local trauma protocol.",
                             "Evacuate by stretcher; reassess distal neurovascular status q15min."])
    else:
        M = {
            "gi": ("D&V x8 over 2/7, unable to keep fluids down", "dry mucosa, HR up, abdo soft, mildly tender",
                   "Travellers' diarrhoea with dehydration", "ORS, azithromycin 1 g stat, ondansetron 4 mg"),
            "cardiac": ("central chest pain on exertion at altitude", "HR irreg, 12-lead: ST depression V4-6",
                        "?ACS / angina at altitude", "aspirin 300 mg, GTN 400 mcg SL x1, O2"),
            "diabetic": ("T1DM, hypos on trek, pump site issues", "BGL 2.9 -> 7.4 after glucose gel, ketones 0.3",
                         "Hypoglycaemia in T1DM (pump)", "glucagon 1 mg not required, dextrose gel, basal reduced 20%"),
            "snowblind": ("painful gritty eyes after glacier day w/o glasses", "bilateral conjunctival injection, "
                          "VA 6/9 both, fluorescein: punctate staining", "Photokeratitis (snow blindness)",
                          "tetracaine 0.5% once only, chloramphenicol ointment, patched, oral analgesia"),
            "dental": ("lost filling, severe toothache LL6", "percussion tender LL6, no swelling", "Reversible pulpitis",
                       "Cavit temporary filling, ibuprofen/paracetamol"),
            "asthma": ("wheeze and SOB in cold air", "bilateral wheeze, PEF 210 L/min (best 480)", "Acute asthma, moderate",
                       "salbutamol 10 puffs via spacer, prednisolone 40 mg"),
            "anaphylaxis": ("wasp sting, lip swelling and wheeze", "urticaria, stridor absent, wheeze",
                            "Anaphylaxis", "adrenaline 0.5 mg IM (1:1000) x2, cetirizine 10 mg, hydrocortisone 200 mg"),
        }[kind]
        s["cc"], s["exam"], s["dx"], s["tx"] = M
        s["exam"] += ". " + vitals(rng, 1, _c(rng, ["line", "slash"]))
        s["plan"] = _c(rng, ["Review 24 h.", "Safety-netted; to call on sat phone if worse.", "Continue trek if improving."])
    return s


def pmh(rng):
    return ", ".join(rng.sample(["asthma (well controlled, salbutamol PRN)", "hypothyroidism on levothyroxine 75 mcg",
                                 "migraine", "previous HAPE", "Raynaud's phenomenon", "T1DM on Omnipod pump",
                                 "hypertension on amlodipine 5 mg", "nil significant", "appendicectomy",
                                 "ACL reconstruction", "sickle cell trait", "anxiety", "GORD on omeprazole 20 mg",
                                 "previous frostbite", "paroxysmal AF on apixaban"], rng.randint(1, 3)))


def allergies(rng):
    return rng.choice(["NKDA", "NKA", "penicillin (rash)", "sulfa drugs - hives", "codeine (vomiting)",
                       "latex", "nil known", "elastoplast"])


def gear(rng):
    return rng.choice(["Garmin inReach Mini 2", "Iridium 9575 Extreme", "Thuraya XT-LITE", "ACR ResQLink 400",
                       "Inmarsat IsatPhone 2", "Zoleo", "SPOT Gen4", "Ocean Signal rescueME PLB1",
                       "Mammut Barryvox S", "Ortovox Diract Voice", "BCA Tracker4"])


def weather(rng):
    return rng.choice(["Wind NW 40-60 km/h, gusting 80, vis <50 m, -12C", "Clear, calm, -4C at scene",
                       "Low cloud, drizzle, 6C at valley floor", "Whiteout on the plateau, spindrift",
                       "Fog, light snow, freezing level 900 m", "Clear night, -22C, windchill -35C",
                       "Overcast, moderate rain, river up", "Sunny, 2C, firm spring snow",
                       "Avalanche danger Considerable (3) above 1800 m"])


def radio(rng):
    return rng.choice(["VHF ch 62", "Channel 2 (SAR)", "146.520 MHz", "UHF 477.3", "ch 16", "MRT ch 1",
                       "repeater 2", "PRS 91.1"])


def air_type(rng):
    return rng.choice(["AS350 B3", "EC135 T2", "AW139", "Bell 412", "H145", "Bell 407", "AW169", "BK117"])


def time(rng, fmt=None):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    fmt = fmt or rng.choice(["hm", "colon", "ampm", "colon"])
    if fmt == "hm":
        return "%02d%02d" % (h, m)
    if fmt == "colon":
        return "%02d:%02d" % (h, m)
    if fmt == "z":
        return "%02d%02dZ" % (h, m)
    return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")


def times_seq(rng, n, fmt="colon"):
    h, m = rng.randint(5, 16), rng.randint(0, 59)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (h % 24, m) if fmt == "colon" else "%02d%02d" % (h % 24, m))
        m += rng.randint(4, 55)
        h += m // 60
        m %= 60
    return out


def meds_list(rng, n=3):
    return rng.sample(["acetazolamide 125 mg BD", "dexamethasone 4 mg PO q6h", "nifedipine MR 30 mg BD",
                       "paracetamol 1 g QDS", "ibuprofen 400 mg TDS with food", "omeprazole 20 mg OD",
                       "salbutamol 100 mcg 2 puffs PRN", "loperamide 2 mg PRN", "azithromycin 500 mg OD x3/7",
                       "cetirizine 10 mg OD", "zopiclone 3.75 mg nocte (not above 4000 m)",
                       "tinidazole 2 g stat", "ciprofloxacin 500 mg BD x3/7", "EpiPen 0.3 mg x2 carried",
                       "tamsulosin 400 mcg OD", "sertraline 50 mg OD", "levothyroxine 75 mcg OD",
                       "COCP (Microgynon)", "apixaban 5 mg BD", "metformin 500 mg BD"], n)


def hard_negative_line(rng):
    """One stray line of non-PHI numbers, model names, eponyms and codes."""
    return rng.choice([
        "Batch/lot numbers recorded on drug sheet (not retained here).",
        "ICD-10: T69.1, T33.9; SNOMED 370363009.",
        "Pulse oximeter: Nonin Onyx Vantage 9590, checked against Masimo MightySat.",
        "Defib: Lifepak 15 - no shocks delivered.",
        "Stretcher: Bauman bag + Sked, 2x 50 m 10.5 mm static ropes.",
        "Kit used: 1x SAM splint, 1x KED, 1x Hypowrap, Penthrox x2.",
        "Duration of casualty care on hill: 3 h 40 min.",
        "ETA 20 min; fuel 45 min reserve; 3 POB + 1.",
        "Wind chill approx -28C; altitude 3,950 m; barometric pressure 470 mmHg.",
        "Ref range Na 135-145, K 3.5-5.2.",
        "BP 118/76 repeated x2; GCS 15/15; VA 6/6 R, 6/9 L.",
        "Hx: 3/7 headache, 1/52 cough, 6/12 since last HAPE episode.",
        "Avalanche: size 2, wind slab, crown 40 cm, burial depth 80 cm.",
        "Transceiver search: first signal at 52 m, fine search 3 min, probe strike at 1.1 m.",
        "NEWS2 = 5; qSOFA 0; Wells not applicable.",
        "Penthrox 3 mL x1 (max 6 mL/day); Entonox via demand valve.",
        "Ottawa knee rules negative; Lachman/anterior drawer not tested due to guarding.",
        "Descent threshold per WMS 2019 guidance (AMS/HACE/HAPE practice guideline).",
        "Glasgow Coma Scale 14 -> 15 over 40 min.",
        "SpO2 target 88-92% given likely COPD.",
        "Transport time 1 h 15 min by road; 22 min by air.",
        "Cheyne-Stokes breathing overnight noted by tentmate - typical periodic breathing at altitude.",
        "Grid 10-figure not available; casualty located via PLB 406 MHz alert (COSPAS-SARSAT).",
        "Dose: 0.15 mg/kg; volume 4.5 mL; rate 125 mL/h.",
        "Weight 72 kg (estimated), height 1.78 m, BMI 22.7.",
        "NDC 0093-7180-56 (acetazolamide 250 mg tabs); lot 2K417, exp 11/26.",
        "Beacon frequencies: 406 MHz + 121.5 MHz homer.",
        "Lund and Browder chart used - TBSA 2%; Parkland formula not required.",
        "Bristol stool chart type 6-7, x8/24h.",
        "Penthrox lot N2210 discarded after use.",
        "LOINC 2160-0 creatinine 94 umol/L; eGFR >90.",
        "Rewarming rate ~1C/h; target >35C before transfer.",
        "Gamow bag inflated to 2 psi (~103 mmHg) - equivalent descent ~1,500 m.",
        "CPT 99283; ICD-10 T67.0, W10.9XXA.",
        "Hb 168 g/L, Hct 0.51 (expected at altitude).",
        "ECG: sinus tachy 112, RBBB (old), no ST changes. QTc 438 ms.",
        "Oxygen: 2x CD cylinders (460 L each) - approx 3 h 50 min at 4 L/min.",
        "Parkinson's disease in father (not relevant to presentation).",
        "Raynaud's screen: ANA negative, RF negative.",
        "Kit bag seal no. 004471 broken, restocked.",
        "Flight level 95; cabin unpressurised; SpO2 monitored throughout.",
        "AMPLE: A - nil, M - OCP, P - nil, L - 0700 muesli, E - see narrative.",
        "Snowpack test: ECTP 14 @ 45 cm on buried surface hoar.",
        "Scene safety: rockfall risk high; 2 x anchors (30 m static).",
    ])


def boiler(rng):
    """Copy-pasted fragments and boilerplate with no PHI."""
    return rng.choice([
        "Page 1 of 1", "Page 2 of 2", "*** END OF REPORT ***", "--- copy to file ---",
        "CONFIDENTIAL: contains personal health information. If received in error please delete.",
        "This e-mail and any attachments are confidential and intended solely for the addressee.",
        "Scanned copy - original held in patient record.",
        "Not for distribution outside the treating team.",
        "[Auto-text inserted: red flags discussed, patient verbalised understanding]",
        "Note: times are local unless marked Z.",
        "Draft - awaiting verification",
    ])
