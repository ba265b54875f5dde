"""Genre: remote monitoring alert triage."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr
from common import pt_block, age_phrase, chads

GENRE = "remote_alert_triage"
KINDS = ["PPM", "ICD", "CRT-D", "CRT-P", "ILR", "ILR", "PPM", "ICD"]

ALERTS = {
    "af": ("AT/AF burden > 6 h in 24 h (new)", "AF episodes from {d1}, longest {h} h, max VR {vr} bpm. EGMs confirm AF (irregular, dissociated A>V)."),
    "vt": ("VT/VF episode - therapy delivered", "Episode on {d1} at {t}: VT {vr} bpm, {ther}. EGM: monomorphic, sudden onset, A-V dissociation."),
    "lead": ("RV lead impedance out of range", "RV pacing impedance {imp} ohms (baseline ~600). Noise on near-field EGM, non-physiological short V-V intervals - possible lead fracture."),
    "eri": ("Battery at RRT/ERI", "RRT reached on {d1}. Device in ERI mode (VVI 65)."),
    "hf": ("Heart failure diagnostics alert", "{hfx} crossing threshold since {d1}; activity reduced, night HR up {hr} bpm."),
    "crt": ("CRT pacing below 90%", "BiV pacing {bv}% since {d1}; cause: {cause}."),
    "noconn": ("No transmission > 14 days", "Last successful transmission {d1}. Monitor not connecting."),
    "pause": ("Pause > 3 s (ILR)", "Pause of {p} s on {d1} at {t}, preceded by PR prolongation - paroxysmal AV block vs vagal."),
    "brady": ("Bradycardia detection (ILR)", "Heart rate 28-34 bpm for 40 s on {d1} at {t}; sinus arrest with junctional escape."),
    "ilraf": ("AF detected (ILR)", "AF detection on {d1}, {h} h. RR irregular, no P waves; duration > 6 min, true positive."),
    "sym": ("Patient-activated transmission", "Symptom button pressed {d1} at {t}. Rhythm at time of activation: {rh}."),
}
BY_KIND = {"PPM": ["af", "lead", "eri", "noconn"], "ICD": ["vt", "af", "lead", "eri", "noconn", "hf"], "CRT-D": ["vt", "hf", "crt", "af", "noconn"],
           "CRT-P": ["crt", "af", "hf", "noconn"], "ILR": ["pause", "brady", "ilraf", "sym", "noconn"], "LEADLESS": ["eri", "noconn"], "SICD": ["vt"]}


def make(rng, d, country, dates):
    kind = rng.choice(KINDS)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    dev = c["dev"]
    day = c["index"]
    ch = rng.choice
    key = ch(BY_KIND[kind])
    atitle, body = ALERTS[key]
    user = c["phys"].username(rng)
    alert_id = P(ch(["", "AL-", "RM"]) + phi.digits(rng, rng.choice([7, 8, 9])), "IDNUM")
    ipaddr = P(phi.ip(rng), "IPADDR")
    color = ch(["RED", "AMBER", "AMBER", "GREEN"])
    # header
    k = rng.randrange(3)
    if k == 0:
        d.t("REMOTE MONITORING ALERT - TRIAGE NOTE\n")
        d.f("{h} Device Clinic (remote team)\n\n", h=c["hosp"])
    elif k == 1:
        d.t("*** %s Alert *** %s\n" % (dev["remote"], color))
    else:
        d.f("Remote device review | {h}\n", h=c["hosp"])
    d.f("Source: %s  |  Alert ID: {a}  |  Received: {dd} {tm}\n" % dev["remote"], a=alert_id, dd=D.d(day), tm=phi.clock(rng, 0, 23))
    d.t("Transmission: %s\n" % ch(["unscheduled (wireless alert)", "scheduled", "patient-initiated", "alert - CareAlert", "DirectAlert", "daily Home Monitoring message"]))
    d.f("Monitor: %s  SN {m}  |  source IP {ip}\n" % dev["monitor"], m=dev["monitor_sn"], ip=ipaddr)
    if rng.random() < 0.5:
        d.f("Portal: {u}\n", u=phi.url(rng, dev["remote"]))
    d.t("\n")
    pt_block(d, c, rng, style=rng.choice([0, 1, 3]), extra=False)
    d.t("Device: %s %s, SN " % (dev["maker"], dev["model"]))
    d.p(dev["serial"])
    d.f(", implanted {dd}\n", dd=D.d(c["implant_dt"]))
    d.t("Following consultant: ").put(dr(c["cons"], rng, 0)).nl()
    if key == "eri":
        c["implant_dt"] = phi.add(day, -rng.randint(2900, 4400))
    d.t("Background: ").put(age_phrase(c, rng)).t(" %s, %s. %s.\n" % (c["sexw"], ch(["CHB", "SND", "ischaemic CM", "DCM", "unexplained syncope",
                                                                                   "HCM", "post-TAVI CHB", "AF/flutter"]),
                                                                      ", ".join(rng.sample(PC.COMORBID, rng.randint(2, 4)))))
    d.t("Meds (per EPR): %s.\n" % ", ".join("%s %s %s" % (m[0], m[1][0], m[2][0]) for m in rng.sample(PC.MEDS, rng.randint(3, 6))))
    d.t("\nRecent transmissions\n")
    for i in range(rng.randint(2, 4)):
        d.t("  ").put(D.d(phi.add(day, -rng.choice([7, 30, 91, 120, 182, 270]) * (i + 1))))
        d.t("  %-12s %s\n" % (ch(["scheduled", "alert", "manual"]), ch(["normal", "AF 0.2%", "NSVT x1", "no events", "OptiVol below threshold",
                                                                          "battery OK", "lead values stable"])))
    # alert
    d.t("\nALERT: %s   Triage category: %s\n" % (atitle, color))
    d1 = phi.add(day, -rng.randint(0, 9))
    subs = {"h": "%.1f" % rng.uniform(1, 40), "vr": str(rng.randint(98, 240)), "t": phi.clock(rng, 0, 23),
            "ther": ch(["terminated by ATP (burst, 1 sequence)", "ATP failed, 1 shock 35 J successful", "2 shocks delivered", "self-terminated, no therapy"]),
            "imp": str(rng.choice([2400, 2980, 3000, 198, 224])), "hfx": ch(["OptiVol fluid index", "HeartLogic index", "CorVue congestion"]),
            "hr": str(rng.randint(6, 18)), "bv": "%.0f" % rng.uniform(62, 89), "cause": ch(["AF with fast VR", "frequent PVCs (12%)", "AT with tracking"]),
            "p": "%.1f" % rng.uniform(3.2, 9.8), "rh": ch(["sinus rhythm 78 bpm", "sinus tachycardia 112 bpm", "AF 130 bpm", "SR with ectopy"])}
    parts = body.split("{d1}")
    d.t(parts[0].format(**subs) if "{" in parts[0] else parts[0])
    if len(parts) > 1:
        d.put(D.d(d1) if rng.random() < 0.5 else D.n(d1))
        rest = parts[1]
        for kk in sorted(subs):
            rest = rest.replace("{%s}" % kk, subs[kk])
        d.t(rest)
    d.nl()
    if key in ("af", "ilraf"):
        d.t("%s. Anticoagulation: %s.\n" % (chads(rng), ch(["apixaban 5 mg BD", "none", "warfarin", "aspirin only", "edoxaban 60 mg OD"])))
    # action
    d.t("\nACTION\n")
    called = rng.random() < 0.8
    if key == "noconn":
        d.t("Called patient on ").p(c["phone"] if rng.random() < 0.5 else c["mobile"])
        d.t(": monitor unplugged %s. Talked through reconnection; manual transmission received " % ch(["when bedroom redecorated", "after moving house", "during holiday", "by grandson"]))
        d.put(D.n(phi.add(day, 1))).t(".\n")
        if rng.random() < 0.5:
            d.t("New address confirmed: ").put(c["addr"]["street"]).t(", ").put(c["addr"]["city"]).t(".\n")
    elif called:
        who = rng.random()
        d.t("%s %s " % (ch(["Tel call to", "Phoned", "Spoke with", "tc to"]), "pt" if who < 0.6 else c["nok_rel"]))
        if who >= 0.6:
            d.put(c["nok"].first_()).t(" ")
        d.t("on ")
        d.p(c["mobile"] if who < 0.6 else c["nok_phone"])
        d.t(" at %s. " % phi.clock(rng, 8, 18))
        d.t(ch(["Asymptomatic, unaware of event.", "Reports palpitations and breathlessness that evening.", "Felt a 'kick in the chest' while gardening, no LOC.",
                "Reports fatigue, ankles more swollen, weight up 2 kg.", "Had dizzy spell in the kitchen, sat down, no injury.", "No answer - voicemail left, 2nd attempt successful."]))
        d.nl()
    else:
        d.t("Not contacted - non-urgent, for review at next scheduled check.\n")
    plan = rng.sample(["Discussed with ", "EGMs forwarded to ", "Escalated to on-call EP "], 1)[0]
    d.t(plan).put(dr(c["cons"] if rng.random() < 0.6 else c["reg"], rng))
    if rng.random() < 0.5:
        d.f(" (bleep {b})", b=P(phi.bleep(rng), "PHONE"))
    d.t(": ")
    d.t(ch({
        "af": ["start anticoagulation - GP letter sent, see in AF clinic.", "rate control adequate; continue bisoprolol; repeat transmission 2/52.",
               "refer for DCCV; consider AF ablation."],
        "vt": ["appropriate therapy; check K/Mg; increase bisoprolol; urgent clinic.", "attend ED if further shocks; amiodarone loading discussed.",
               "inappropriate? no - true VT; VT ablation referral."],
        "lead": ["attend pacing clinic today for in-person check; possible lead revision.", "noise reversion on; admit for lead revision if confirmed."],
        "eri": ["book generator change within 2/52; patient pacing dependent - expedite.", "box change listed, pre-assessment booked."],
        "hf": ["diuretic increase (furosemide 40 mg BD x3 days) via HF nurse; repeat in 1/52.", "HF nurse visit arranged; bloods."],
        "crt": ["AV node ablation vs amiodarone - clinic.", "increase rate control; repeat 4/52."],
        "noconn": ["reconnected, no further action.", "data reviewed after reconnection - normal."],
        "pause": ["admit for PPM - patient advised not to drive.", "PPM referral, urgent; DVLA advice given."],
        "brady": ["review meds (bisoprolol stopped); repeat transmission 1/52.", "PPM assessment in clinic."],
        "ilraf": ["AF confirmed - anticoagulation via stroke team.", "letter to GP and stroke clinic."],
        "sym": ["symptoms not arrhythmic - reassurance.", "SVT suspected - EP referral."],
    }[key]))
    d.nl()
    if key in ("vt", "pause") and country == "UK":
        d.t("Driving advice: DVLA - must not drive; patient to inform DVLA.\n")
    if rng.random() < 0.4:
        d.t("Next scheduled remote: ").put(D.d(phi.add(day, rng.choice([14, 30, 91])))).nl()
    # audit
    d.t("\nAudit trail\n")
    d.f("  Acknowledged by {u} {dd} {tm}\n", u=user, dd=D.d(day), tm=phi.clock(rng, 8, 18))
    if rng.random() < 0.6:
        d.f("  Escalation note added by {u} from workstation {ip}\n", u=c["reg"].username(rng), ip=P(phi.ip(rng), "IPADDR"))
    d.f("  Closed {dd} - %s\n" % ch(["actioned", "no further action", "awaiting clinic"]), dd=D.d(phi.add(day, rng.randint(0, 3))))
    d.t("\n").put(c["phys"].full()).t(", %s\n" % c["phys"].cred)
    if rng.random() < 0.5:
        d.t("Remote clinic line ").p(c["dept_phone"]).t(" | ").p(c["dept_email"]).nl()
    return c
