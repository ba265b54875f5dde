"""Genres: device and medication reconciliation, cardiac rehab referral."""
from core import P, add_days, letters, digits
import clin
import blocks


def _t(r, lo=8, hi=17):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


def device_medication_reconciliation(w, ctx):
    r = ctx.r
    role = r.choice(["pharmacist", "pharmacist", "hfsn"])
    model = r.choice(clin.DEVICE_MODELS)
    d_imp = add_days(ctx.today, -r.randint(60, 2500))
    w.ln(r.choice(["DEVICE AND MEDICATION RECONCILIATION", "Medicines & Device Reconciliation Note",
                   "MED REC + DEVICE CHECK (HF clinic)", "Reconciliation of Medicines and Implanted Devices"]))
    blocks.pt_header(w, ctx, ["name", "dob", "mrn"] + (["nhs"] if ctx.c == "UK" else ["acct"]) + (["ssn"] if ctx.c == "US" and r.random() < 0.4 else []),
                     layout=r.choice(["lines", "pipe", "inline"]))
    w.ln("Reconciled by: {n} ({ro}), {d} {t}", n=ctx.s(role, r.choice(["full_cred", "full"])), ro=ctx.staff(role)["role"], d=ctx.D(ctx.today), t=_t(r))
    w.add("Sources: patient's own drugs; GP summary from ", P("HOSPITAL", ctx.gp_practice), " (", ctx.D(add_days(ctx.today, -r.randint(1, 20)), r.choice(["short", "num"])),
          "); dispensing record from ", P("HOSPITAL", ctx.pharmacy), r.choice([" (tel ", " ph "]), P("PHONE", ctx.phone("land")), ")")
    if r.random() < 0.5:
        rel = ctx.spouse_rel()
        w.add("; verbal history from ", rel, " ", ctx.nm(ctx.fam(rel), "first"))
    w.add(".\n\n")
    w.ln("IMPLANTED DEVICE")
    w.ln("  Model: {m}   Serial: {s}", m=model, s=P("DEVICE", ctx.device_sn("icd")))
    w.ln("  Implanted {d} at {h} by {dr}", d=ctx.D(d_imp, r.choice(["num", "monyr", "med"])), h=P("HOSPITAL", ctx.hosp2), dr=ctx.s("cardiologist", "tlast"))
    if "LINQ" not in model and "S-ICD" not in model:
        leads = ["RA", "RV"] + (["LV"] if "CRT" in model else [])
        w.add("  Leads: ")
        for i, l in enumerate(leads):
            w.add("; " if i else "", l, " ", r.choice(["5076-52", "6935M-62", "4298-88", "7742", "Reliance 4-Front"]), " SN ", P("DEVICE", ctx.device_sn("lead")))
        w.add("\n")
    rm = r.choice(clin.REMOTE)
    w.ln("  Remote monitoring: {rm}; transmitter SN {s}; last transmission {d}", rm=rm, s=P("DEVICE", ctx.device_sn("other")),
         d=ctx.D(add_days(ctx.today, -r.randint(1, 30)), r.choice(["short", "num", "med"])))
    w.ln("  Battery {b} years; {p}; AT/AF burden {a}%; {th}.", b="%.1f" % r.uniform(2.5, 11), p=r.choice(["BiV pacing %d%%" % r.randint(88, 99), "RV pacing %d%%" % r.randint(1, 40), "no pacing"]),
         a=str(r.randint(0, 18)), th=r.choice(["no therapies", "1 ATP episode, successful", "appropriate shock x1 (VF)", "no VT/VF episodes"]))
    if r.random() < 0.5:
        w.ln("  Thoracic impedance (OptiVol) {x}; device card sighted; MRI conditional.", x=r.choice(["below threshold", "crossed threshold 5 days ago"]))
    w.ln()
    if r.random() < 0.7:
        w.ln("HOME MONITORING EQUIPMENT")
        w.ln("  {k}: SN {s}", k=r.choice(clin.TELE_KIT[:2]), s=P("DEVICE", ctx.device_sn("scale")))
        w.ln("  Hub: {h} (IP {ip}) - login {u}", h=P("DEVICE", ctx.device_sn("hub")), ip=P("IPADDR", ctx.ip()), u=P("USERNAME", ctx.username))
        if r.random() < 0.4:
            bl, bv = ctx.bioid()
            w.ln("  Tablet unlock: {l} {b}", l=bl, b=P("BIOID", bv))
        w.ln()
    w.ln("MEDICATIONS")
    sep = r.choice([" | ", "  "])
    w.ln(sep.join(["Drug", "GP list", "Hospital list", "Taking", "Action"]))
    meds = clin.med_list(ctx, r.randint(5, 8))
    for m in meds:
        agree = r.random()
        if agree < 0.7:
            row = [m, "Y", "Y", "Y", "continue"]
        elif agree < 0.8:
            row = [m, "N", "Y", "Y", "GP to add to repeat"]
        elif agree < 0.9:
            row = [m, "Y", "N", "Y", "clarify with " + "team"]
        else:
            row = [m, "Y", "Y", "N - stopped by pt", "counselled; restart"]
        w.ln(sep.join(row))
    w.ln()
    w.ln("Discrepancies / issues:")
    iss = [["Two brands of furosemide at home (Lasix + generic) - duplicate removed with patient's consent."],
           ["OTC ibuprofen use - advised to avoid (NSAID, fluid retention, renal function)."],
           ["Blister pack from ", P("HOSPITAL", ctx.pharmacy), " still contains ramipril despite switch to sacubitril/valsartan ", ctx.D(add_days(ctx.today, -r.randint(3, 20)), r.choice(["short", "dm"])), " - pharmacy contacted."],
           ["Potassium supplement (Sando-K) on GP list while on spironolactone - K ", "%.1f" % r.uniform(4.8, 5.8), "; stopped."],
           ["Apixaban dose checked: age ", P("AGE", str(ctx.age)), ", weight ", clin.wt(ctx, clin.weight_kg(ctx)), ", creat ", str(r.randint(80, 160)), " - 5 mg BD appropriate."],
           ["Patient unsure which tablet is the 'water tablet' - colour chart provided."]]
    for x in r.sample(iss, r.randint(2, 4)):
        w.add("- ", x, "\n")
    w.ln()
    w.ln("Updated list sent to {g} ({e}) and {p}.", g=ctx.s("gp", "tlast"), e=P("EMAIL", ctx.make_email(None, team=r.choice(["prescriptions", "reception", "gp.admin"]))),
         p=P("HOSPITAL", ctx.pharmacy))
    ctx.sig(w, role)


DX_TICK = ["Acute MI (STEMI/NSTEMI)", "PCI", "CABG", "Heart failure", "Valve surgery", "Stable angina", "ICD/CRT", "Other"]


def cardiac_rehab_referral(w, ctx):
    r = ctx.r
    us = ctx.c in clin.US_LIKE
    ev, proc = clin.event(ctx)
    d_ev = add_days(ctx.today, -r.randint(2, 12))
    ref_role = r.choice(["hfsn", "registrar", "cardiologist", "crn"])
    w.ln(r.choice(["CARDIAC REHABILITATION REFERRAL", "Referral to Cardiac Rehabilitation", "CARDIAC REHAB REFERRAL FORM",
                   "Outpatient Cardiac Rehabilitation - Referral/Order"]))
    w.ln("Referral ID: {i}   Date: {d}   Priority: {p}", i=P("IDNUM", ctx.idnum("ref")), d=ctx.D(ctx.today), p=r.choice(["routine", "urgent (HF)", "routine - early"]))
    w.ln()
    w.ln("SECTION 1 - REFERRER")
    w.ln("Name: {n}   Role: {ro}", n=ctx.s(ref_role, r.choice(["full", "tfull", "full_cred"])), ro=ctx.staff(ref_role)["role"])
    w.ln("Ward/Unit: {wd}, {h}", wd=P("HOSPITAL", ctx.ward), h=P("HOSPITAL", ctx.hosp))
    w.ln("{bl} {b}   Email: {e}", bl="Pager:" if us else "Bleep:", b=P("PHONE", ctx.bleep()), e=P("EMAIL", ctx.make_email(ctx.staff(ref_role))))
    if us or r.random() < 0.3:
        w.ln("{l}{v}", l=ctx.lic_label(ref_role), v=P("LICENSE", ctx.staff(ref_role)["lic"]))
    w.ln()
    w.ln("SECTION 2 - PATIENT")
    w.ln("Surname: {s}   First name(s): {f}   Title: {t}", s=P("PATIENT", ctx.pat["last"].upper() if r.random() < 0.5 else ctx.pat["last"]),
         f=P("PATIENT", ctx.pat["first"] + ((" " + ctx.pat["mid"]) if ctx.pat["mid"] and r.random() < 0.5 else "")), t=ctx.pat["title"])
    w.ln("DOB: {d}   Age: {a}   Sex: {s}", d=ctx.D(ctx.dob, r.choice(["num", "iso", "dash3"])), a=P("AGE", str(ctx.age)), s=ctx.sex)
    w.ln("Address: {a}", a=ctx.addr())
    w.ln("Home tel: {h}   Mobile: {m}", h=P("PHONE", ctx.home_phone), m=P("PHONE", ctx.mob_phone))
    if r.random() < 0.6:
        w.ln("Email: {e}", e=P("EMAIL", ctx.email))
    ids = [[ctx.mrn_label(), P("MRN", ctx.mrn)]]
    if ctx.c == "UK":
        ids.append(["NHS No: ", P("MRN", ctx.nhs)])
    hp = ctx.hplan()
    if hp:
        ids.append([hp[0], P("HEALTHPLAN", hp[1])])
        if us and r.random() < 0.6:
            ids.append(["Group #: ", P("HEALTHPLAN", "GRP-%s" % digits(r, 5))])
    if (us and r.random() < 0.6) or (ctx.c in ("CA", "IE") and r.random() < 0.3):
        s = ctx.ssn()
        ids.append([s[0], P("SSN", s[1])])
    if us and r.random() < 0.5:
        ids.append(["Insurer: ", P("ORGANIZATION", r.choice(["Keystone Mutual Health", "Northstar Health Plan", "Cardinal Benefit Group", "Harbourline Insurance"]))])
    if ctx.c == "AU" and r.random() < 0.4:
        ids.append(["Private fund: ", P("ORGANIZATION", r.choice(["Greenlea Health Fund", "Wattle Health Fund"])), " member ", P("HEALTHPLAN", digits(r, 8))])
    for i, x in enumerate(ids):
        w.add("   " if i else "", x)
    w.add("\n")
    w.ln("{g}", g=blocks.gp_ref(ctx))
    rel = ctx.spouse_rel() if r.random() < 0.7 else r.choice(["daughter", "son", "niece", "neighbour"])
    nok = ctx.fam(rel)
    w.ln("Next of kin: {n} ({rel}) tel {p}", n=ctx.nm(nok, r.choice(["full", "tfull"])), rel=rel, p=P("PHONE", ctx.phone("mob")))
    w.ln("Interpreter: {i}   Occupation: {o}", i="not required" if r.random() < 0.85 else r.choice(["Polish", "Punjabi", "Cantonese", "Irish Sign Language" if ctx.c == "IE" else "sign language"]),
         o=[r.choice(["retired ", ""]) if ctx.retired else "", ctx.prof()])
    w.ln()
    w.ln("SECTION 3 - CLINICAL")
    w.ln("Diagnosis (tick all that apply):")
    both = ev + " " + proc
    hit = {"Acute MI (STEMI/NSTEMI)": "STEMI" in ev, "PCI": "PCI" in proc, "CABG": "CABG" in proc,
           "Heart failure": "HF" in ev or "cardiomyopathy" in ev, "Valve surgery": any(k in both for k in ("AVR", "TAVI", "mitral")),
           "Stable angina": "angina" in ev, "ICD/CRT": "ICD" in proc}
    hit["Other"] = not any(hit[k] for k in sorted(hit))
    for dx in DX_TICK:
        w.ln("  [{m}] {d}", m="x" if hit[dx] else " ", d=dx)
    w.ln("Index event: {e} -> {p}, date {d}", e=ev, p=proc, d=ctx.D(d_ev))
    w.ln("{f}; {e}", f=clin.lvef(ctx), e=clin.ecg(ctx))
    w.ln("Complications: {c}", c=r.choice(["none", "post-op AF, resolved", "groin haematoma", "AKI (peak creat 188)", "pericarditis (Dressler's syndrome)"]))
    w.ln("Risk factors: {x}", x=", ".join(r.sample(["smoker", "ex-smoker", "HTN", "T2DM", "dyslipidaemia", "obesity", "sedentary", "FHx IHD", "CKD"], 3)))
    w.ln("Codes: {c}", c=clin.code(ctx))
    w.ln()
    w.ln("SECTION 4 - PREFERENCES")
    w.ln("Preferred programme: {p}", p=r.choice([["group classes at ", P("LOCATION_OTHER", ctx.venue)], ["hospital-based gym, ", P("HOSPITAL", ctx.hosp)],
                                                 "home-based (Heart Manual)", "virtual / app-based programme", ["group classes at ", P("LOCATION_OTHER", ctx.venue)]]))
    w.ln("Days unavailable: {d} (dialysis / caring duties)" if r.random() < 0.3 else "Availability: {d} mornings preferred", d=P("DATE", r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Mondays", "Fridays"])))
    w.ln("Transport: {t}", t=r.choice([["own car, reg ", P("VEHICLE", ctx.vehicle())], "needs hospital transport", ["lift from ", ctx.spouse_rel()], "bus", ["taxi (vehicle ", P("VEHICLE", ctx.vehicle()), ")"]]))
    w.ln("Consent to referral and data sharing: {c}", c=r.choice(["yes - verbal", "yes - signed"]))
    w.ln()
    w.add("Signature: ", ctx.s(ref_role, "full"), "   Date: ", ctx.D(ctx.today, "num"), "\n")
    if r.random() < 0.5:
        w.ln("Received by CR office {d} - triaged by {i}; assessment booked {d2}.", d=ctx.D(ctx.next_weekday(ctx.today, 1), "short"), i=blocks.initials(ctx, "crn"),
             d2=ctx.D(ctx.next_weekday(ctx.today, r.randint(7, 20)), r.choice(["wk", "wkshort"])))
