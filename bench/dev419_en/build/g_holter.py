"""Genre: Holter / event monitor / patch monitor report."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr
from common import pt_block, sign, age_phrase

GENRE = "holter_event_report"
RECORDERS = [("24 h Holter", "Spacelabs Lifecard CF", 1), ("48 h Holter", "Schiller medilog AR12", 2), ("72 h Holter", "Philips DigiTrak XT", 3),
             ("7-day event recorder", "Novacor R-Test Evolution 4", 7), ("14-day patch monitor", "Zio XT", 14), ("7-day patch", "BardyDx CAM", 7),
             ("24 h Holter", "GE SEER 1000", 1), ("5-day Holter", "Mortara H3+", 5), ("30-day event monitor", "BioTel MCOT", 30)]
INDIC = ["palpitations", "presyncope", "syncope ?arrhythmic", "AF rate control assessment", "post-ablation recurrence ?AF", "PVC burden quantification",
         "cryptogenic stroke - AF screen", "bradycardia on GP ECG", "dizziness on bisoprolol", "HCM risk stratification (NSVT)", "pre-DVLA assessment"]


def make(rng, d, country, dates):
    c = make_case(rng, country, dates, "PPM")
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    kind, model, days = ch(RECORDERS)
    rid = P("%s%02d-%05d" % (ch(["H", "HT", "AEC", "EV"]), day.year % 100, rng.randint(1, 30000)), "IDNUM")
    rec_sn = P(ch(["LC", "MDL", "", "ZX"]) + phi.digits(rng, rng.choice([6, 7, 8])), "DEVICE")
    k = rng.randrange(3)
    if k == 0:
        d.f("{h}\nCARDIAC PHYSIOLOGY - AMBULATORY ECG REPORT\n\n", h=c["hosp"])
    elif k == 1:
        d.f("AMBULATORY ECG ({k})   {h}\n", k=kind, h=c["hosp"])
        d.t("=" * 62 + "\n")
    else:
        d.f("Non-invasive Cardiology | {h} | {cty}\n\n", h=c["hosp"], cty=c["hosp_city"])
    d.f("Recording ID: {r}    Type: %s\nRecorder: %s  SN {s}\n" % (kind, model), r=rid, s=rec_sn)
    pt_block(d, c, rng)
    ref = c["gp"] if rng.random() < 0.5 else c["cons2"]
    d.t("Referrer: ").put(dr(ref, rng, 1))
    if ref is c["gp"]:
        d.t(", ").p(c["gp_prac"])
    d.t("\nIndication: %s\n" % ch(INDIC))
    d.t("Medication at time of recording: %s\n" % ", ".join("%s %s" % (m[0], m[1][0]) for m in rng.sample(PC.MEDS[:20], rng.randint(1, 3))))
    start = day
    d.f("Connected: {dd} {tm} by {who}", dd=D.d(start), tm=phi.clock(rng, 8, 16), who=c["phys2"].full())
    if rng.random() < 0.5:
        d.f(" in {room}", room=P(rng.choice(["Room %d" % rng.randint(2, 30), "Bay %d" % rng.randint(1, 8), "Clinic Room %d%s" % (rng.randint(1, 12), rng.choice(["", "A", "B"]))]), "LOCATION_OTHER"))
    d.f("\nDisconnected: {dd}   Analysed duration: %s\n" % ("%d h %02d min" % (days * 24 - rng.randint(0, 3), rng.randint(0, 59)) if days <= 7 else "%d days" % (days - rng.randint(0, 2))),
        dd=D.d(phi.add(start, days)))
    if rng.random() < 0.3:
        d.f("Data uploaded from {ip} by {u}\n", ip=P(phi.ip(rng), "IPADDR"), u=c["phys2"].username(rng))
    # table
    af = rng.random() < 0.3
    mn, mx = rng.randint(34, 62), rng.randint(110, 178)
    d.t("\nSUMMARY\n")
    d.t("  Underlying rhythm      %s\n" % ("AF throughout" if af and rng.random() < 0.4 else ch(["sinus rhythm", "sinus rhythm with PAF", "SR, intermittent 2:1 AVB", "SR"])))
    d.t("  Total beats            %d\n" % rng.randint(90000, 140000 * days))
    d.t("  Min HR                 %d bpm at %s (%s)\n" % (mn, phi.clock(rng, 0, 6), ch(["asleep", "sinus bradycardia", "AF with slow VR"])))
    d.t("  Max HR                 %d bpm at %s\n" % (mx, phi.clock(rng, 8, 22)))
    d.t("  Mean HR                %d bpm\n" % rng.randint(58, 92))
    pauses = rng.choice([0, 0, 0, 1, 3, 12])
    d.t("  Pauses > 2.0 s         %d%s\n" % (pauses, "" if not pauses else " (longest %.1f s, %s)" % (rng.uniform(2.1, 7.8), ch(["sinus arrest", "post-AF termination", "Mobitz II", "blocked APB"]))))
    d.t("  Ventricular ectopics   %d (%.1f%%), couplets %d, runs %d (longest %d beats, %d bpm)\n" % (rng.randint(0, 22000), rng.uniform(0, 18), rng.randint(0, 40),
                                                                                                     rng.randint(0, 5), rng.randint(3, 14), rng.randint(120, 210)))
    d.t("  Supraventricular ect.  %d (%.1f%%), runs %d (longest %d beats)\n" % (rng.randint(10, 9000), rng.uniform(0, 9), rng.randint(0, 30), rng.randint(3, 60)))
    d.t("  AF/flutter burden      %s\n" % ("%.1f%%" % rng.uniform(0.2, 100) if af else "0%"))
    d.t("  ST analysis            %s\n" % ch(["no significant ST change", "not interpretable (LBBB)", "1 mm horizontal ST depression at peak HR"]))
    d.t("  QTc (Bazett)           %d ms\n" % rng.randint(390, 510))
    # diary
    d.t("\nPATIENT DIARY / TRIGGERED EVENTS\n")
    n = rng.randint(0, 4)
    if n == 0:
        d.t("  No symptoms recorded. Diary returned blank.\n")
    for i in range(n):
        dd = phi.add(start, rng.randint(0, days - 1 if days > 1 else 0))
        d.t("  ").put(D.s(dd, ch(["dm_uk", "wd"]) if country != "US" else ch(["md_us", "wd"]))).t(" %s  %-26s -> %s\n" % (
            phi.clock(rng, 6, 23), ch(SYMS), ch(["sinus rhythm 84 bpm", "sinus tachycardia 118 bpm", "AF 132 bpm", "SVT 176 bpm", "VE bigeminy",
                                                "sinus rhythm with isolated VEs", "2.8 s pause", "no recording (button not pressed)"])))
    if rng.random() < 0.4:
        d.t("  Activity log: walking the dog at ").put(P(ch(["Holmfield Park", "the canal towpath", "Alderford common"]), "LOCATION_OTHER")).t(" each morning.\n")
    # conclusion
    d.t("\nCONCLUSION\n")
    d.t("%s\n" % ch(["Predominantly sinus rhythm. Low ectopic burden. Symptoms correlated with sinus rhythm/sinus tachycardia.",
                     "Paroxysmal AF with rapid ventricular response (max 168 bpm); symptom-rhythm correlation positive.",
                     "Sinus pauses up to 4.2 s during waking hours - recommend pacing assessment.",
                     "High PVC burden (monomorphic, LBBB inferior axis - RVOT origin likely).",
                     "Intermittent complete heart block with ventricular escape at 32 bpm. URGENT - consultant informed.",
                     "No significant arrhythmia. Non-sustained SVT runs of doubtful significance.",
                     "No AF detected during 14-day monitoring; consider ILR if clinical suspicion remains."]))
    if rng.random() < 0.35:
        d.t("Urgent finding phoned to ").put(dr(ref, rng, 0)).t(" on ").p(c["dept_phone"]).t(" at %s; " % phi.clock(rng, 9, 17))
        d.t("patient contacted on ").p(c["phone"]).t(" and advised not to drive.\n")
    d.t("\nReported by: ").put(c["phys"].full()).t(", %s  " % c["phys"].cred).put(D.d(phi.add(start, days + rng.randint(1, 10)))).nl()
    if rng.random() < 0.7:
        d.t("Verified by: ").put(dr(c["cons"], rng, 1)).nl()
    if rng.random() < 0.4:
        d.t("Report copied to ").put(dr(c["gp"], rng, 0)).t(" via ").p(c["dept_email"]).nl()
    d.t("Analysis software: %s. Auto-analysis reviewed and edited by a physiologist.\n" % ch(["Pathfinder SL", "CardioDay", "Zio ZEUS", "Holter LX Analysis", "Sentinel"]))
    return c


SYMS = ["palpitations", "dizzy", "fluttering", "chest tightness", "felt faint", "heart racing", "breathless on stairs", "thumping", "woke with pounding heart"]
