"""Genres: VNS programming record; ketogenic diet clinic review."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance


def _ma(x):
    return "%.3f mA" % x


def vns_record(n, ctx, k):
    r = ctx.r
    p = k.p
    visit = ctx.days_ago(0, 4)
    implant = ctx.days_ago(120, 2400)
    surgeon = ctx.clin()
    n.ln(("HOSPITAL", k.hosp), pick(r, [" - VNS Clinic", " Epilepsy Service: Neuromodulation", " | Vagus Nerve Stimulation Service"]))
    n.ln(pick(r, ["VNS PROGRAMMING RECORD", "Vagus Nerve Stimulator - Interrogation and Programming", "VNS TITRATION VISIT"]))
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "line", "caps"]), show_age=chance(r, .6))
    n.ln("Visit: ", ("DATE", ctx.d(visit, pick(r, [None, "wd_long", "dash3"]))), "   Visit no. ", ("ACCOUNT", ctx.account()),
         pick(r, ["   Titration visit %d" % r.randint(2, 9), "   Annual check", "   Unscheduled (side effects)"]))
    n.ln("Accompanied by: ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["full", "first", "title_last"])))
    n.w("\n")
    n.ln("DEVICE")
    gen = pick(r, C.DEVICE_MODELS)
    n.ln("  Generator: ", gen, ", serial no. ", ("DEVICE", ctx.device_sn("gen")))
    n.ln("  Lead: ", pick(r, C.LEAD_MODELS), ", serial ", ("DEVICE", ctx.device_sn("lead")))
    n.ln("  Implanted ", ("DATE", ctx.d(implant, pick(r, [None, "long", "my"]))), " at ", ("HOSPITAL", ctx.hospital()), " by ",
         ctx.nm(surgeon, "DOCTOR", pick(r, ["title_full", "title_last"])) if not chance(r, .5) else [("Mr" if surgeon.sex == "M" else "Ms") + ("." if ctx.dot else "") + " ", ("DOCTOR", surgeon.last)],
         pick(r, [" (left cervical)", ""]))
    if (visit - implant).days > 1500 and chance(r, .5):
        n.ln("  Generator replacement: ", ("DATE", ctx.d(implant + dt.timedelta(days=r.randint(1400, (visit - implant).days - 30)), "y")), pick(r, [" (previous generator SN ", " (explanted SN "]),
             ("DEVICE", ctx.device_sn("gen")), ")")
    n.ln("  Programming system: tablet + wand ", ("DEVICE", ctx.device_sn("wand")), pick(r, ["", "; software v12.1", "; software 2.4.0"]))
    if chance(r, .35):
        n.ln("  Tablet synced to clinic data server ", ("IPADDR", ctx.ip()), " at %02d:%02d." % (r.randint(9, 16), r.randint(0, 59)))
    if chance(r, .4):
        n.ln("  Patient ID card checked; registry no. ", ("IDNUM", "VR-" + ctx.digits(6)))
    n.w("\n")
    n.ln("INTERROGATION")
    n.ln("  Lead impedance: ", pick(r, ["OK", "OK (%d ohms)" % r.randint(1800, 4200), "within normal limits"]), "   Battery: ",
         pick(r, ["IFI = NO, EOS = NO", "> 75%", "25-50%% (estimated %d years remaining)" % r.randint(2, 6), "near ERI - replacement to be planned"]))
    n.ln("  Device diagnostics: ", pick(r, ["System diagnostics OK, normal mode output as programmed.", "Output current delivered as programmed.",
                                             "AutoStim detections %d/day, %d%% heart-rate threshold." % (r.randint(2, 40), pick(r, [20, 30, 40, 50]))]))
    n.w("\n")
    n.ln("PARAMETERS           Previous        New")
    cur = r.choice([0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0])
    new = min(2.5, cur + pick(r, [0.0, 0.25, 0.25, 0.125]))
    fr = pick(r, [20, 25, 30])
    pw = pick(r, [130, 250, 500])
    off = pick(r, ["5.0 min", "3.0 min", "1.8 min", "1.1 min"])
    noff = pick(r, [off, "3.0 min", "1.8 min"])
    rows = [("Output current", _ma(cur), _ma(new)), ("Signal frequency", "%d Hz" % fr, "%d Hz" % fr),
            ("Pulse width", "%d usec" % pw, "%d usec" % pw), ("Signal ON time", "30 sec", pick(r, ["30 sec", "21 sec"])),
            ("Signal OFF time", off, noff), ("Magnet current", _ma(cur + 0.25), _ma(new + 0.25)),
            ("Magnet pulse width", "%d usec" % pw, "%d usec" % pw), ("Magnet ON time", "60 sec", "60 sec")]
    if "AutoStim" in gen or chance(r, .3):
        rows.append(("AutoStim current", _ma(cur + 0.125), _ma(new + 0.125)))
        rows.append(("Detection threshold", "%d%%" % pick(r, [40, 30]), "%d%%" % pick(r, [30, 20])))
    for a, b, c in rows:
        n.ln("  %-19s %-15s %s" % (a, b, c))
    n.w("\n")
    n.ln("TOLERABILITY")
    n.ln("  ", pick(r, ["Voice alteration during ON time only; no dyspnoea.", "Mild cough at previous setting, settled.",
                        "Throat tightness at 1.75 mA; current left unchanged.", "No side effects reported.",
                        "Neck tingling at higher pulse width; PW reduced."]))
    n.w("\n")
    n.ln("SEIZURES SINCE LAST VISIT (", ("DATE", ctx.d(visit - dt.timedelta(days=r.randint(28, 120)), pick(r, [None, "dm", "dm_num"]))), ")")
    n.ln("  ", pick(r, ["About %d%% reduction in GTCS frequency per diary." % r.randint(10, 70), "Unchanged frequency; clusters shorter.",
                        "Magnet swipes abort about half of the auras.", "Seizure-free from convulsive seizures for %d weeks." % r.randint(3, 20)]))
    if chance(r, .6):
        carer = ctx.person(lo=20, hi=65)
        n.ln("  Magnet used by ", pick(r, ["family carer ", "teaching assistant ", "", T.his(k) + " " + pick(r, ["sister ", "brother ", "friend "])]), ctx.nm(carer, "FAMILY", pick(r, ["full", "first"])),
             " on ", ("DATE", ctx.d(visit - dt.timedelta(days=r.randint(2, 25)), pick(r, ["dm", "wd_short", "dm_num"]))), " with good effect.")
    n.ln("  Current ASM: ", "; ".join(k.asms))
    n.w("\n")
    n.ln("PLAN")
    nxt, lo, hi = pick(r, [("Next titration in 2-4 weeks: ", 14, 28), ("Review on ", 30, 120), ("Annual device check due ", 330, 380)])
    n.ln("  - ", nxt, ("DATE", ctx.d(visit + dt.timedelta(days=r.randint(lo, hi)), pick(r, [None, "long"] if lo < 300 else ["my", None]))))
    n.ln("  - MRI: conditional; set output 0 mA and use transmit/receive head coil per manufacturer guidance.")
    if chance(r, .5):
        n.ln("  - Spare magnet posted to ", ctx.addr_items(k.addr), ".")
    if chance(r, .4):
        n.ln("  - Manufacturer patient support line: ", ("PHONE", ctx.phone()), "; online: ", ("URL", ctx.url()))
    n.w("\n")
    n.ln("Programmed by: ", ctx.nm(k.nurse, "DOCTOR", pick(r, ["full", "init_last"])), pick(r, [", Epilepsy CNS", ", VNS Nurse Specialist", ", NP"]),
         pick(r, ["   Supervising: ", "   Consultant: "]), ctx.doc(k.cons, "title_full"))
    if chance(r, .5):
        lab, val = ctx.nurse_reg()
        n.ln(lab, ": ", ("LICENSE", val))
    if chance(r, .5):
        T.audit(n, ctx, k.nurse, visit, "Saved")


def keto_review(n, ctx, k):
    r = ctx.r
    p = k.p
    visit = ctx.days_ago(0, 4)
    start = ctx.days_ago(60, 900)
    diet = pick(r, ["classical ketogenic diet 3:1", "classical ketogenic diet 4:1", "MCT ketogenic diet (MCT 45% energy)",
                    "modified Atkins diet (carbohydrate 15 g/day)", "low glycaemic index treatment (LGIT)",
                    "classical 2.5:1 via gastrostomy (ketogenic formula)"])
    dietitian = ctx.clin(sex=pick(r, "FFM"))
    n.ln(("HOSPITAL", k.hosp), pick(r, [" - Ketogenic Diet Service", " Dietetics / Epilepsy", ": Ketogenic Dietary Therapy Clinic"]))
    n.ln(pick(r, ["KETOGENIC DIET REVIEW", "Ketogenic dietary therapy - clinic review", "KDT FOLLOW-UP"]))
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "re", "line"]))
    n.ln("Review date: ", ("DATE", ctx.d(visit)), "   Seen by: ", ctx.nm(dietitian, "DOCTOR", "full"), pick(r, [", Specialist Dietitian", ", RD", " (Paediatric Dietitian)" if p.age < 18 else " (Adult Ketogenic Dietitian)"]),
         " and ", ctx.doc(k.cons, "title_full"))
    n.ln("Present: ", ctx.nm(p, "PATIENT", "first"), " with ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full"])))
    n.w("\n")
    n.ln("Diet: ", diet, ", started ", ("DATE", ctx.d(start, pick(r, [None, "long", "my"]))), " (", "%d months" % max(1, (visit - start).days // 30), " on diet).")
    n.ln("Indication: ", pick(r, ["drug-resistant epilepsy (failed 3 ASMs)", "GLUT1 deficiency syndrome", "Dravet syndrome", "Lennox-Gastaut syndrome",
                                  "epileptic spasms unresponsive to steroids/vigabatrin", "myoclonic-atonic epilepsy (Doose)"]), ".")
    n.ln("Calories: %d kcal/day; protein %.1f g/kg; fluids %d mL/day." % (r.randint(800, 2200), r.randint(8, 15) / 10, r.randint(900, 2000)))
    n.w("\n")
    n.ln("Anthropometry")
    wt = r.randint(8, 12) + 3 * p.age if p.age < 16 else r.randint(48, 95)
    if p.age < 18:
        n.ln("  Weight %.1f kg (%s centile), height %d cm (%s centile), BMI %.1f" % (wt + r.random(), pick(r, ["9th", "25th", "50th", "2nd", "75th"]), (70 + 6 * p.age if p.age < 16 else r.randint(150, 190)),
                                                                                   pick(r, ["9th", "25th", "50th", "91st"]), r.randint(140, 210) / 10))
    else:
        ht = r.randint(152, 192)
        n.ln("  Weight %.1f kg, height %d cm, BMI %.1f (stable since last review)" % (wt + r.random(), ht, wt / (ht / 100.0) ** 2))
    n.ln("Ketones")
    n.ln("  Blood BHB: %.1f-%.1f mmol/L (target 2-5); urine ketones ++ to +++; morning glucose %.1f mmol/L" % (r.randint(10, 30) / 10, r.randint(30, 55) / 10, r.randint(35, 55) / 10))
    n.w("\n")
    n.ln("Seizure response")
    n.ln("  Baseline %d seizures/week before diet; now %d/week (diary reviewed with " % (r.randint(10, 80), r.randint(0, 20)),
         ctx.nm(k.rel, "FAMILY", "first"), ").")
    if chance(r, .3):
        n.ln("  Improved alertness reported by school.")
    else:
        n.ln("  ", pick(r, ["No further drop attacks since ", "Clusters now shorter; rescue medication used once since "]),
             ("DATE", ctx.d(ctx.days_ago(20, 80), pick(r, ["my", "dm", "long"]))), ".")
    n.w("\n")
    n.ln("Tolerance / adverse effects")
    for s in r.sample(["Constipation - on macrogol sachets.", "Two episodes of hypoglycaemia (glucose 2.6) during illness, treated per sick-day plan.",
                       "Urine Ca:Cr ratio 0.31 - potassium citrate started to reduce kidney stone risk.", "Fasting cholesterol 6.4 mmol/L, triglycerides 2.1 - monitor.",
                       "Acidosis: bicarbonate 17 mmol/L.", "Reflux improved with omeprazole.", "Food refusal at times; family using recipes from the portal."], r.randint(2, 4)):
        n.ln("  - ", s)
    n.ln("Bloods (", ("DATE", ctx.d(ctx.days_ago(3, 30), pick(r, [None, "dm_num"]))), "): ", C.bloods(r), ", selenium %.2f, carnitine (free) %d umol/L, vitamin D %d nmol/L." % (r.randint(60, 130) / 100, r.randint(15, 50), r.randint(30, 110)))
    n.ln("Supplements: multivitamin/mineral supplement (carbohydrate-free), calcium with vitamin D, ", pick(r, ["sodium bicarbonate", "L-carnitine", "potassium citrate", "MCT oil"]), ".")
    n.ln("ASMs: ", "; ".join(k.asms[:2]), " (checked for carbohydrate content; sugar-free liquid formulations).")
    n.w("\n")
    n.ln("Social / education")
    if p.age < 19:
        n.ln("  Attends ", ("ORGANIZATION", ctx.school()), "; ketogenic meals packed from home. Staff member ", ctx.nm(ctx.person(lo=25, hi=60), "FAMILY", "full"),
             " trained to check blood ketones.")
    else:
        n.ln("  ", T.works(k, True), pick(r, ["; manages shift meals with pre-weighed portions.", "; finds lunches at work difficult."]))
    if chance(r, .5):
        rp = pick(r, P.PROFESSIONS)
        n.ln("  ", k.rel_word.capitalize(), " ", ctx.nm(k.rel, "FAMILY", "first"), " is ", T.art(rp), " ", ("PROFESSION", rp), " and does most meal preparation.")
    n.ln("  Recipe portal login: ", ("USERNAME", ctx.username(k.rel)), pick(r, [" at ", " - "]), ("URL", ctx.url()))
    n.w("\n")
    n.ln("Plan")
    n.ln("  - ", pick(r, ["Continue current ratio.", "Increase ratio to 3.5:1.", "Trial of weaning over 8 weeks (2-year point reached).", "Add 10 mL MCT oil BD.",
                          "Liberalise to modified Atkins diet."]))
    n.ln("  - Repeat bloods, urine Ca:Cr and lipid profile in 3 months; renal ultrasound if haematuria.")
    n.ln("  - Next review ", ("DATE", ctx.d(ctx.days_after(40, 120), pick(r, ["my", None, "long"]))), pick(r, [" (joint clinic)", " by video", ""]), ".")
    n.ln("  - Dietitian contact: ", ("PHONE", ctx.phone(ext=chance(r, .5))), pick(r, [", ", " / "]), ("EMAIL", ctx.email(dietitian)))
    n.w("\n")
    n.w(("DOCTOR", dietitian.first + " " + dietitian.last), pick(r, [", RD", " RD", ", Specialist Paediatric Dietitian" if p.age < 18 else ", Specialist Dietitian", ""]))
    n.ln()
    lab = {"UK": "HCPC", "IE": "CORU reg", "US": "CDR #", "CA": "Reg. Dietitian #", "AU": "APD no."}[ctx.c]
    n.ln(lab, " ", ("LICENSE", {"UK": "DT0" + ctx.digits(5), "IE": "DI0" + ctx.digits(5), "US": ctx.digits(7), "CA": ctx.digits(5), "AU": ctx.digits(6)}[ctx.c]))
    if chance(r, .4):
        T.audit(n, ctx, dietitian, visit)
