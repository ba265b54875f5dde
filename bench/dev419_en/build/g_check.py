"""Genre: pacing check and device interrogation report."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr, hospital_name
from common import pt_block, sign, age_short

GENRE = "device_check_report"
KINDS = ["PPM", "PPM", "PPM", "ICD", "ICD", "CRT-D", "CRT-P", "LEADLESS"]
PROGRAMMER = {"Medtronic": "CareLink SmartSync", "Abbott": "Merlin PCS", "Boston Scientific": "LATITUDE Programming System 3300",
              "Biotronik": "Renamic Neo", "MicroPort": "SmartTouch programmer"}
REASONS = ["6-week post-implant check", "routine annual check", "pre-operative check (elective hip replacement)",
           "post-MRI reprogramming", "ERI/RRT review", "symptom-driven check - dizziness", "post-shock review",
           "pre-op check before TURP (diathermy)", "3-month check - battery approaching RRT", "in-clinic check after remote alert"]


def meas_row(d, rng, lead):
    ch = lead["ch"]
    if ch == "RA":
        d.t("  RA    %-9s %-20s %s ohms\n" % ("%.1f mV" % rng.uniform(0.8, 5.5), "%.2f V @ 0.4 ms" % rng.uniform(0.25, 1.75), rng.randint(330, 760)))
    elif ch == "LV":
        d.t("  LV    %-9s %-20s %s ohms   (%s)\n" % ("-", "%.2f V @ 0.4 ms" % rng.uniform(0.5, 3.0), rng.randint(420, 1200),
                                                 rng.choice(["LV1-RV", "LV2-LV3", "D1-M2", "M3-RV", "P4-RV coil"])))
    else:
        d.t("  RV    %-9s %-20s %s ohms" % ("%.1f mV" % rng.uniform(4.2, 24.0), "%.2f V @ 0.4 ms" % rng.uniform(0.25, 1.5), rng.randint(380, 980)))
        if ch == "HV":
            d.t("   HV %d ohms" % rng.randint(40, 90))
        d.nl()


def make(rng, d, country, dates):
    kind = rng.choice(KINDS)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    dev = c["dev"]
    day = c["index"]
    ch = rng.choice
    icd = kind in ("ICD", "CRT-D")
    k = rng.randrange(3)
    if k == 0:
        d.f("{h} - CARDIAC DEVICE CLINIC\n%s FOLLOW-UP REPORT\n\n" % ("ICD" if icd else "PACEMAKER"), h=c["hosp"])
    elif k == 1:
        d.f("Device Interrogation Report          {h}\n" + "-" * 60 + "\n", h=c["hosp"])
    else:
        d.t("PACING CLINIC - %s\n" % ch(["in-person check", "interrogation summary", "follow-up"]))
        d.f("Site: {h}, {r}\n\n", h=c["hosp"], r=c["room"])
    pt_block(d, c, rng)
    reason = ch([r for r in REASONS if icd or "shock" not in r])
    early = reason.startswith("6-week")
    if early:
        c["implant_dt"] = phi.add(day, -rng.randint(40, 48))
    d.f("\nDate of check: {dd}  {tm}   Reason: %s\n" % reason, dd=D.d(day), tm=phi.clock(rng, 8, 17))
    d.t("Checked by: ").put(c["phys"].full()).t(", %s" % c["phys"].cred)
    if rng.random() < 0.4:
        d.t("   Supervising: ").put(dr(c["cons"], rng, 0))
    d.nl()
    # device
    d.t("\nDEVICE\n")
    d.t("  Generator: %s %s   SN " % (dev["maker"], dev["model"]))
    d.p(dev["serial"])
    other = rng.random() < 0.35
    d.f("\n  Implanted: {dd}", dd=D.d(c["implant_dt"]) if rng.random() < 0.7 else D.my(c["implant_dt"]))
    if other:
        d.f(" at {oh}", oh=P(hospital_name(rng, country), "HOSPITAL"))
    if rng.random() < 0.5:
        d.t(" by ").put(dr(c["cons2"], rng, 0))
    d.t("\n  Indication: %s\n" % ch(["CHB", "SND", "Mobitz II", "tachy-brady", "primary prevention ICD", "secondary prevention ICD (VF arrest)",
                                      "CRT - LBBB/HFrEF", "AF with slow VR"]))
    for ld in dev["leads"]:
        d.f("  Lead %s: %s  SN {s}" % (ld["ch"], ld["model"]), s=ld["serial"])
        if rng.random() < 0.3:
            d.f("  (implanted {dd})", dd=D.y(c["implant_dt"]))
        d.nl()
    d.t("  Programmer: %s. Interrogated with %s.\n" % (PROGRAMMER[dev["maker"]], ch(["wand", "wandless telemetry", "Bluetooth (BlueSync)", "RF telemetry"])))
    # battery
    d.t("\nBATTERY\n")
    lon = rng.uniform(8.5, 13.5) if early else (rng.uniform(0.1, 0.9) if ("RRT" in reason or "ERI" in reason) else rng.uniform(0.3, 13.5))
    d.t("  Voltage %.2f V   Longevity %.1f years%s\n" % (rng.uniform(2.6, 3.2), lon, " - approaching RRT, monthly checks" if lon < 1.0 else ""))
    if icd:
        d.t("  Last charge time %.1f s (capacitor reformed automatically)\n" % rng.uniform(6.0, 11.5))
    # measurements
    d.t("\nMEASUREMENTS        Sensing   Threshold            Impedance\n")
    if dev["leads"]:
        for ld in dev["leads"]:
            meas_row(d, rng, ld)
    else:
        d.t("  RV    %.1f mV   %.2f V @ 0.24 ms     %d ohms\n" % (rng.uniform(5, 19), rng.uniform(0.25, 1.0), rng.randint(400, 900)))
    # programmed
    d.t("\nPROGRAMMED PARAMETERS\n")
    mode = ch(["DDD", "DDDR", "AAI<=>DDD (MVP)", "DDD (SafeR)", "VVI", "VVIR", "DDI", "VDD"]) if not icd else ch(["DDD", "VVI", "DDD with AV Search+", "VVI 40"])
    d.t("  Mode %s, LRL %d ppm, UTR %d ppm, Sensed/Paced AV %d/%d ms\n" % (mode, rng.choice([40, 50, 60, 70]), rng.choice([110, 120, 130, 140]),
                                                                          rng.choice([120, 150, 180]), rng.choice([150, 180, 200, 250])))
    if icd:
        d.t("  Zones: VF >%d bpm (ATP during charge, 35 J x%d) | FVT via VF | VT >%d bpm (ATP x3, then 35 J) | Monitor %d bpm\n"
            % (rng.choice([188, 200, 207, 222, 231]), rng.randint(5, 8), rng.choice([150, 160, 167, 171, 176]), rng.choice([136, 140, 150])))
        d.t("  SVT discriminators: %s\n" % ch(["PR Logic on, Wavelet on", "RhythmID", "Onset/Stability/Morphology (MD)", "SMART Detection"]))
    if kind in ("CRT-D", "CRT-P"):
        d.t("  LV vector %s, LV-RV offset %d ms, %s\n" % (ch(["LV1-RV coil", "D1-M2", "LV2-LV3", "P4-M2"]), rng.choice([0, -20, -30, -40]),
                                                         ch(["AdaptivCRT on", "SyncAV on", "SmartDelay optimised", "CardioSync off"])))
    # diagnostics
    d.t("\nDIAGNOSTICS (since last check ")
    d.put(D.d(phi.add(day, -rng.choice([42, 90, 182, 365]))))
    d.t(")\n")
    ap, vp = rng.uniform(0, 99), rng.uniform(0, 99.9)
    d.t("  AP %.0f%%  AS %.0f%%  VP %.1f%%  VS %.1f%%\n" % (ap, 100 - ap, vp, 100 - vp))
    burden = rng.choice([0.0, 0.0, 0.1, 0.4, 2.3, 11.8, 46.0, 100.0])
    d.t("  AT/AF burden %.1f%%; %d mode switch episodes, longest " % (burden, rng.randint(0, 140)))
    if burden > 0:
        d.t("%s on " % ch(["3 min", "47 min", "6 h 12 min", "2 days 4 h", "ongoing"]))
        d.put(D.n(phi.add(day, -rng.randint(2, 80))))
    else:
        d.t("n/a")
    d.t("\n  High ventricular rate episodes: %s\n" % ch(["0", "1 (NSVT 8 beats, 182 bpm)", "3 (all SVT, correctly withheld)", "2 NSVT, max 14 beats", "nil"]))
    if icd:
        th = rng.random()
        if th < 0.7:
            d.t("  Therapies: none delivered.\n")
        else:
            d.t("  Therapies: 1 episode VT 196 bpm on ")
            d.put(D.n(phi.add(day, -rng.randint(3, 40))))
            d.t(" %s\n" % ch(["terminated by ATP burst 1", "ATP x3 failed, terminated with 35 J shock", "accelerated by ATP, 35 J shock successful"]))
    if "HF" in dev["model"] or kind in ("CRT-D", "CRT-P"):
        d.t("  %s\n" % ch(["OptiVol fluid index below threshold", "HeartLogic index 8 (threshold 16)", "CorVue thoracic impedance stable", "Heart Failure Monitor: no alerts"]))
    d.t("  Underlying rhythm: %s\n" % ch(["SR 72 bpm with 1:1 conduction", "CHB, escape 34 bpm - dependent", "AF 60-80 bpm", "SR with 1st degree AVB (PR 260 ms)",
                                          "no escape at VVI 30 - pacing dependent", "SB 48 bpm"]))
    # summary
    d.t("\nSUMMARY / ACTIONS\n")
    acts = rng.sample(["Normal device function.", "Thresholds stable; outputs optimised to 2.0 V @ 0.4 ms (RV), 1.5 V RA.",
                       "Rate response switched on for chronotropic incompetence.", "Wound healed, no erythema.",
                       "MRI mode programmed for 3T scan; to revert post scan.", "Surgical diathermy advice letter given (use bipolar, pads away from device).",
                       "EGMs reviewed: episodes are far-field R wave oversensing - PVAB lengthened to 150 ms.",
                       "Patient reports symptoms of dizziness when gardening; no correlating events.",
                       "Anticoagulation discussed given AF burden; CHA2DS2-VASc 3 - letter to GP.",
                       "Remote monitoring confirmed connected and transmitting daily.",
                       "Battery at RRT - generator change listed (box change), consent done." if lon < 1.0 else
                       "Battery fine; no action."], rng.randint(3, 5))
    for a in acts:
        d.t("- %s\n" % a)
    if c["working"] and rng.random() < 0.55:
        d.f("- Works as a {j} at {e}; EMI advice given (%s).\n" % ch(["keep arc welder >60 cm from device", "avoid leaning over running engines",
                                                                     "induction hob and phone at least 15 cm away", "no magnets near device"]),
            j=c["job_only"], e=c["employer"])
    if rng.random() < 0.4:
        d.t("- ").put([c["title"] + " ", c["pt"].last_()]).t(" attended with %s " % c["nok_rel"]).put(c["nok"].first_()).t(".\n")
    nxt = phi.add(day, rng.choice([91, 182, 365]))
    d.f("\nNext in-clinic check: {dd}. Remote follow-up via %s every %s months.\n" % (dev["remote"], ch(["3", "6", "3"])), dd=D.d(nxt))
    if rng.random() < 0.5:
        d.f("Monitor: {m} SN {s}.\n", m=dev["monitor"], s=dev["monitor_sn"])
    sign(d, c, rng, "phys", dated=day)
    if rng.random() < 0.5:
        d.t("Reviewed: ").put(dr(c["cons"], rng)).nl()
    return c
