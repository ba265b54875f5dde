"""Genre (own choice): elective DC cardioversion procedure note."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr
from common import pt_block, sign, age_phrase, chads, labs, vitals

GENRE = "dc_cardioversion_note"


def make(rng, d, country, dates):
    kind = rng.choice(["PPM", "PPM", "PPM", "ICD"])
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    has_dev = rng.random() < 0.25
    nurse_led = rng.random() < 0.4
    op = c["nurse"] if nurse_led else c["reg"]
    k = rng.randrange(3)
    if k == 0:
        d.f("{h} - Cardiac Day Unit\nELECTIVE DC CARDIOVERSION - PROCEDURE RECORD\n\n", h=c["hosp"])
    elif k == 1:
        d.f("DCCV note  |  {h}  |  {w} bay {b}\n\n", h=c["hosp"], w=c["ward"], b=c["bed"])
    else:
        d.f("%sCardioversion List - {h}\n\n" % ("Nurse-led " if nurse_led else ""), h=c["hosp"])
    pt_block(d, c, rng)
    d.f("Date: {dd}   Time of shock: {tm}\n", dd=D.d(day), tm=phi.clock(rng, 9, 16))
    d.t("Operator: ").put(dr(op, rng, 1)).t(" (%s)" % op.cred)
    if nurse_led:
        d.t(", supervising consultant ").put(dr(c["cons"], rng, 0))
    d.t("\nSedation: ").put(dr(c["anaes"], rng, 1)).t(" (anaesthetist)\n" if rng.random() < 0.7 else " (sedationist)\n")
    if rng.random() < 0.3:
        bl, bv = phi.bioid(rng)
        d.f("ID confirmed (wristband, verbal, {bl} {bv}).\n", bl=bl, bv=P(bv, "BIOID"))
    onset = phi.add(day, -rng.randint(40, 400))
    d.t("\nIndication: ").put(age_phrase(c, rng)).t(" with %s since " % ch(["persistent AF", "persistent atrial flutter", "persistent AF (EHRA 2b)", "AF post-CABG"]))
    d.put(D.my(onset) if rng.random() < 0.6 else D.n(onset)).t(". %s. %s.\n" % (chads(rng), ch(["Symptomatic - breathless, fatigue", "Rhythm control strategy agreed in AF clinic",
                                                                                           "Prior to AF ablation listing", "Tachycardia-mediated LV dysfunction suspected"])))
    d.t("Previous DCCV: %s.\n" % ch(["none", "none", "successful, relapsed after 4 months", "x2"]))
    d.t("\nPRE-PROCEDURE CHECKS\n")
    ac = ch(["apixaban 5 mg BD", "rivaroxaban 20 mg OD", "edoxaban 60 mg OD", "warfarin"])
    d.t("Anticoagulation: %s. " % ac)
    if ac == "warfarin":
        d.t("Weekly INRs: ")
        for i in range(3, 0, -1):
            dd = phi.add(day, -7 * i)
            d.t("%.1f (" % rng.uniform(2.0, 3.3)).put(D.s(dd, "dm_uk" if country != "US" else "md_us")).t(")" + (", " if i > 1 else ""))
        d.t(". INR today %.1f.\n" % rng.uniform(2.0, 3.2))
    else:
        d.t("Adherence confirmed for >3 weeks (no missed doses; pharmacy record from ")
        d.p(P(ch(["Kelso Road Pharmacy", "Marlbury Community Pharmacy", "Water Road Chemist", "Fernwick Pharmacy", "Tarnby Pharmacy"]), "HOSPITAL")).t(").\n")
    d.t("TOE: %s. Fasted since %s. Consent form 1 signed.\n" % (ch(["not required", "not required", "performed - no LAA thrombus, LAA velocity 0.4 m/s"]),
                                                                 ch(["midnight", "06:00", "07:30"])))
    d.t("Obs: %s.\n" % vitals(rng, us=country == "US"))
    labs(d, c, rng, phi.add(day, -rng.randint(0, 7)), n=rng.randint(3, 5))
    d.t("Pre-ECG: %s.\n" % ch(["AF 96 bpm", "AF 118 bpm, LBBB", "atrial flutter 2:1, 150 bpm", "AF with controlled VR 74 bpm", "atrial flutter variable block"]))
    if has_dev:
        dev = c["dev"]
        d.t("Device: %s %s SN " % (dev["maker"], dev["model"]))
        d.p(dev["serial"]).t(" - interrogated pre-procedure by ").put(c["phys"].full()).t("; pads placed AP >8 cm from generator.\n")
    d.t("\nPROCEDURE\n")
    d.t("Sedation: %s. Pads: %s.\n" % (ch(["propofol 60 mg IV", "propofol 80 mg + fentanyl 25 micrograms", "midazolam 3 mg (nurse-led)", "propofol 40 mg + 20 mg"]),
                                        ch(["antero-posterior", "antero-lateral", "AP with manual compression"])))
    n = rng.randint(1, 3)
    success = rng.random() < 0.85
    for i in range(1, n + 1):
        ok = i == n and success
        d.t("Shock %d: %d J biphasic, synchronised -> %s\n" % (i, [150, 200, 200, 360][min(i - 1 + rng.randint(0, 1), 3)], "sinus rhythm" if ok else "AF persists"))
    if success:
        d.t("Post-ECG: %s.\n" % ch(["sinus rhythm 58 bpm, PR 192 ms", "sinus bradycardia 44 bpm - observed, resolved", "sinus rhythm with APBs"] +
                                   (["atrial paced rhythm 60 bpm"] if has_dev else [])))
    else:
        d.t("Post-ECG: AF persists (unsuccessful). For rate control review.\n")
    d.t("Complications: %s.\n" % ch(["none", "none", "none", "minor skin erythema under pads", "transient hypotension, fluid bolus 250 mL"]))
    if has_dev:
        d.t("Post-DCCV device check: thresholds and impedances unchanged.\n")
    d.t("\nPLAN\n")
    d.t("- Continue %s for at least 4 weeks (lifelong per CHA2DS2-VASc).\n" % ac)
    d.t("- %s\n" % ch(["Continue amiodarone 200 mg OD; TFT/LFT 6-monthly.", "Start flecainide 100 mg BD.", "Continue bisoprolol.",
                       "List for PVI if AF recurs.", "Rate control strategy if AF recurs."]))
    d.t("- No driving or operating machinery for 24 h after sedation; must have responsible adult overnight.\n")
    d.t("- Discharged %s with " % ch(["home", "home at 15:30", "home after 2 h observation"]) + c["nok_rel"] + " ").put(c["nok"].first_())
    d.t(" (contact ").p(c["nok_phone"]).t(").\n")
    d.t("- ECG at ").p(c["gp_prac"]).t(" in 1 week; AF clinic review ").put(D.d(phi.add(day, rng.choice([28, 42, 56])))).t(".\n")
    if rng.random() < 0.4:
        d.t("- AF nurse helpline ").p(c["dept_phone"]).t("; AF patient information ").p(phi.url(rng, "af")).t(".\n")
    sign(d, c, rng, op, dated=day)
    return c
