"""Genre 4: nursing flowsheet and MAR exports (rows of time, value, initials)."""
import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["mar", "vitals-flowsheet", "glucose-insulin", "mar-csv"]


def patient_block(ctx, title):
    rng = ctx.rng
    L = []
    gen = rng.choice(ctx.staff["clerk"] + ctx.staff["nurse"])
    L.append(ljust(title, 56) + "Generated " + m("DATE", V.fdate(ctx.day(1), "iso")) + "T0" + str(rng.randint(0, 5)) +
             ":%02d" % rng.randint(0, 59) + " by " + m("USERNAME", gen.username))
    L.append("Facility: %s   Unit: %s   Room/Bed: %s" % (m("HOSPITAL", ctx.hosp), m("HOSPITAL", ctx.ward),
                                                         m("LOCATION_OTHER", ctx.room + "-" + ctx.bed)))
    al = rng.choice(pools.ALLERGIES)
    L.append("Patient: %s   MRN %s   DOB %s   Age %s   Sex %s" % (
        ctx.ptname(rng.choice(["L,F", "l,f", "fl"])), m("MRN", ctx.mrn), ctx.D(ctx.pt.dob), ctx.A(rng.choice(["num", "y", "Y"])),
        ctx.sex))
    if rng.random() < 0.3:
        L.append("Positive patient ID: barcode wristband + %s (template %s)" % (rng.choice(["palm-vein scan", "fingerprint"]),
                                                                               m("BIOID", V.bioid(rng))))
    L.append("Allergies: %s (%s)   Wt %.1f kg   Adm %s   Attending %s" % (
        al[0], al[1], rng.uniform(45, 120), ctx.D(ctx.day(-rng.randint(1, 6))), ctx.doc(ctx.attending, rng.choice(["l,f", "fl"]))))
    return L


def legend(ctx, people):
    rng = ctx.rng
    L = ["", "Initials legend:"]
    seen = []
    for p in people:
        if p in seen:
            continue
        seen.append(p)
        L.append("  %s = %s%s (%s)" % (V.nm(p, "DOCTOR", "INI"), V.nm(p, "DOCTOR", rng.choice(["fl", "fml", "l,f"])),
                                        (", " + p.cred) if p.cred else "", m("USERNAME", p.username)))
    return L


def mar(ctx, csv=False):
    rng = ctx.rng
    L = patient_block(ctx, "MEDICATION ADMINISTRATION RECORD - EXPORT")
    nurses = ctx.staff["nurse"][:3]
    used = []
    meds = pools.drugs_for(ctx.loc)
    rng.shuffle(meds)
    meds = meds[:rng.randint(5, 8)]
    days = [ctx.day(-1), ctx.enc] if rng.random() < 0.7 else [ctx.enc]
    if csv:
        L.append("")
        L.append("date,order_id,medication,dose,route,freq,scheduled,given,init,comment")
    for d in days:
        if not csv:
            L.append("")
            L.append("=== " + ctx.D(d, rng.choice([ctx.dstyle, "wd long us" if ctx.loc == "US" else "wd long intl"])) + " 07:00 - 06:59 ===")
            L.append(ljust("Medication / Order", 44) + ljust("Sched", 7) + ljust("Given", 7) + ljust("Dose", 12) +
                     ljust("Rte", 5) + ljust("Init", 6) + "Note")
        for drug, strength, form, sig, route, freq in meds:
            times = {"BID": ["09:00", "21:00"], "TID": ["08:00", "14:00", "22:00"], "Q8H": ["06:00", "14:00", "22:00"],
                     "Q12H": ["09:00", "21:00"], "TIDAC": ["07:30", "11:30", "17:30"]}.get(freq.split()[0], ["09:00"])
            if "PRN" in freq:
                times = ["PRN"] * rng.randint(0, 2)
            oid = V.order_no(rng)
            for i, sched in enumerate(times):
                p = rng.choice(nurses)
                used.append(p)
                held = rng.random() < 0.1
                given = "--" if held else (V.rand_time(rng) if sched == "PRN" else
                                           sched[:3] + "%02d" % min(59, int(sched[3:]) + rng.randint(0, 25)))
                dose = "HELD" if held else strength.split("/")[0]
                note = ""
                if held:
                    note = rng.choice(["SBP 88; " + ctx.doc(rng.choice(ctx.staff["physician"]), "l") + " aware",
                                       "pt NBM for procedure", "pt refused", "HR 48, withheld per parameters"])
                elif sched == "PRN":
                    note = rng.choice(["pain 7/10 -> 3/10", "nausea settled", "wheeze eased", "given for agitation"])
                elif "insulin" in drug:
                    note = "BGL %.1f" % rng.uniform(4, 16) if ctx.loc != "US" else "BG %d" % rng.randint(80, 280)
                elif rng.random() < 0.06:
                    note = rng.choice(pools.EPONYM_PHRASES)
                ini = V.nm(p, "DOCTOR", "INI" if rng.random() < 0.85 else "ini lower")
                if csv:
                    L.append(",".join([ctx.D(d, "iso"), m("IDNUM", oid) if i == 0 else "", '"%s %s %s"' % (drug, strength, form),
                                       dose, route, freq, sched, given, ini, '"%s"' % note if note else ""]))
                else:
                    first = "%s %s %s %s" % (drug, strength, route, freq) if i == 0 else ""
                    L.append(ljust(first[:43], 44) + ljust(sched, 7) + ljust(given, 7) + ljust(dose, 12) + ljust(route, 5) +
                             ljust(ini, 6) + note)
    ph = ctx.staff["pharm"][0]
    L.append("")
    L.append("Verified by pharmacist: %s %s on %s" % (V.nm(ph, "DOCTOR", rng.choice(["fl", "f.l"])), ph.cred, ctx.DT(ctx.day(-1))))
    if rng.random() < 0.6:
        w = rng.choice(nurses)
        L.append("Controlled drug count witnessed: %s / %s at %s" % (V.nm(rng.choice(nurses), "DOCTOR", "INI"),
                                                                     V.nm(w, "DOCTOR", "INI"), V.rand_time(rng)))
    L += legend(ctx, used)
    return L


def vitals(ctx):
    rng = ctx.rng
    L = patient_block(ctx, "FLOWSHEET: VITAL SIGNS / OBSERVATIONS")
    nurses = ctx.staff["nurse"][:3]
    used = []
    L.append("")
    score = {"UK": "NEWS2", "AU": "ADDS", "CA": "NEWS", "US": "MEWS"}[ctx.loc]
    L.append(ljust("Date", 12) + ljust("Time", 7) + ljust("BP", 9) + ljust("HR", 5) + ljust("RR", 5) + ljust("Temp", 6) +
             ljust("SpO2", 6) + ljust("O2", 9) + ljust("Pain", 6) + ljust("GCS", 8) + ljust(score, 7) + "Init")
    dstyle = rng.choice(["dmy2", "dm", "d-mon", "iso"] if ctx.loc != "US" else ["us2", "md", "mon-d", "iso"])
    for d in [ctx.day(-2), ctx.day(-1), ctx.enc][-rng.randint(2, 3):]:
        for j, t in enumerate(sorted(rng.sample(["00:00", "02:00", "04:00", "06:00", "08:00", "10:00", "12:00", "14:00",
                                                 "16:00", "18:00", "20:00", "22:00"], rng.randint(4, 6)))):
            p = rng.choice(nurses)
            used.append(p)
            dcell = m("DATE", V.fdate(d, dstyle)) if j == 0 or rng.random() < 0.3 else ""
            L.append(ljust(dcell, 12) + ljust(t, 7) + ljust("%d/%d" % (rng.randint(90, 170), rng.randint(50, 95)), 9) +
                     ljust(str(rng.randint(55, 125)), 5) + ljust(str(rng.randint(12, 28)), 5) + ljust("%.1f" % rng.uniform(36.0, 38.9), 6) +
                     ljust("%d" % rng.randint(88, 100), 6) + ljust(rng.choice(["RA", "2L NP", "4L NP", "28% VM", "RA"]), 9) +
                     ljust(str(rng.randint(0, 8)), 6) + ljust(rng.choice(["15", "15", "14", "E4V4M6"]), 8) +
                     ljust(str(rng.randint(0, 7)), 7) + V.nm(p, "DOCTOR", "INI" if rng.random() < 0.85 else "ini lower"))
    L.append("")
    L.append("Nursing comments:")
    for k in range(rng.randint(3, 5)):
        p = rng.choice(nurses)
        used.append(p)
        L.append("  %s %s  %s  -%s" % (m("DATE", V.fdate(ctx.day(-rng.randint(0, 2)), dstyle)), V.rand_time(rng),
                                        C.comment(ctx, "nursing"), V.nm(p, "DOCTOR", "INI")))
    L += legend(ctx, used)
    return L


def glucose(ctx):
    rng = ctx.rng
    L = patient_block(ctx, "BLOOD GLUCOSE & INSULIN CHART")
    si = ctx.loc != "US"
    nurses = ctx.staff["nurse"][:3]
    used = []
    L.append("Target %s   Basal: insulin glargine 22 units SC nocte   Correction: insulin lispro per %s scale" % (
        "6.0-10.0 mmol/L" if si else "100-180 mg/dL", rng.choice(["low-dose", "medium-dose", "high-dose"])))
    meter = rng.choice(["Accu-Chek Inform II", "StatStrip", "FreeStyle Precision Pro"])
    L.append("Meter: %s (serial %s)   Ketones if BGL > %s" % (meter, m("DEVICE", V.device_serial(rng, "monitor")), "14" if si else "250"))
    L.append("")
    L.append(ljust("Date", 13) + ljust("Time", 7) + ljust("Meal", 7) + ljust("BGL", 8) + ljust("Ketone", 8) + ljust("Lispro", 8)
             + ljust("Glargine", 10) + ljust("Init", 6) + "Action")
    for d in [ctx.day(-2), ctx.day(-1), ctx.enc]:
        for j, (t, meal) in enumerate([("07:30", "AC-B"), ("11:30", "AC-L"), ("17:30", "AC-D"), ("21:30", "HS"), ("03:00", "NOC")]):
            if meal == "NOC" and rng.random() < 0.6:
                continue
            p = rng.choice(nurses)
            used.append(p)
            bg = rng.uniform(3.2, 19.5)
            bgs = ("%.1f" % bg) if si else str(int(bg * 18))
            act = ""
            if bg < 4:
                act = "hypo protocol, 15 g glucose, recheck " + ("%.1f" % rng.uniform(5, 7) if si else str(rng.randint(95, 120)))
            elif bg > 16 and rng.random() < 0.6:
                act = ctx.doc(rng.choice(ctx.staff["physician"]), "l") + " notified"
            L.append(ljust(ctx.D(d, rng.choice(["dm", "d-mon"] if si else ["md", "mon-d"])) if j == 0 else "", 13) +
                     ljust(t, 7) + ljust(meal, 7) + ljust(bgs, 8) + ljust("%.1f" % rng.uniform(0, 1.8) if bg > 14 else "-", 8) +
                     ljust("%d u" % rng.randint(0, 10) if meal != "NOC" else "-", 8) + ljust("22 u" if meal == "HS" else "", 10) +
                     ljust(V.nm(p, "DOCTOR", "INI"), 6) + act)
    L.append("")
    L.append("Diabetes educator review: %s, %s (tel %s)" % (ctx.nurse("fl"), m("HOSPITAL", ctx.clinic), m("PHONE", ctx.clinic_phone)))
    for c in C.comments(ctx, "nursing", rng.randint(2, 3)):
        L.append("Note: " + c)
    L += legend(ctx, used)
    return L


def build(ctx, layout):
    if layout == "mar":
        L = mar(ctx)
    elif layout == "mar-csv":
        L = mar(ctx, csv=True)
    elif layout == "vitals-flowsheet":
        L = vitals(ctx)
    else:
        L = glucose(ctx)
    return "\n".join(L) + "\n"
