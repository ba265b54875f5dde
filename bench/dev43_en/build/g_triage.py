"""Nurse triage telephone notes and out-of-hours GP calls."""
import datetime as dt

import content
import inst
from common import (pick, demographics, staff_line, esign, gp_ref, context_sentences, landmark, country, job_phrase,
                    dob_item, age_years, lab)
from content import vx
from phi import Doc, P, join
import clinical


def setup_acute(c, allow_peds=True, min_age=0, max_acuity=9, exclude=()):
    r = c.r
    pool = content.ACUTE if allow_peds else [s for s in content.ACUTE if s["pop"] not in ("child", "infant")]
    pool = [s for s in pool if s["acuity"] <= max_acuity and s["key"] not in exclude]
    sc = r.choice(pool)
    lo, hi = sc["age"]
    lo = max(lo, min_age)
    sex = "F" if sc["pop"] == "female" else None
    if sc["pop"] == "infant":
        pt = c.patient(age=(0, 0), sex=sex)
    else:
        pt = c.patient(age=(lo, hi), sex=sex)
    return sc, pt


def caller_for(c, sc):
    """Return (caller person or None for self, description list)."""
    r = c.r
    pt = c.pt
    if pt.age < 16:
        q = c.relative(r.choice(["mother", "father", "mother"]))
        return q
    if sc["key"] == "fall" or (pt.age > 78 and r.random() < 0.6):
        q = c.relative(kind=r.choice(["child", "spouse", "other"]))
        return q
    if r.random() < 0.2:
        return c.relative(kind="spouse")
    return None


def _v(c, s):
    return vx(s, c.v)


def triage_phone(c):
    r = c.r
    L = c.L
    sc, pt = setup_acute(c)
    caller = caller_for(c, sc)
    nurse = c.clin("nurse")
    practice = inst.practice(L)
    doc = c.clin("gp")
    d = Doc()
    lay = r.choice(["ehr", "ehr", "narr", "terse", "line"]) if c.code in ("US", "CA") else r.choice(["narr", "narr", "ehr", "terse", "line"])
    t_call = L.time(r.randrange(7, 22))
    cb = caller.phone if caller else pt.mobile
    hx = pick(r, sc["hx"], r.randint(3, len(sc["hx"])))
    neg = pick(r, sc["neg"], r.randint(2, len(sc["neg"])))
    adv = pick(r, sc["advice"], r.randint(2, len(sc["advice"])))
    dispo = _v(c, r.choice(sc["dispo"]))
    ctxs = context_sentences(c, k=r.randint(2, 3))
    voice = pick(r, sc["voice"], 2)

    if lay == "ehr":
        d.ln(r.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter - Nurse Triage", "NURSE TRIAGE NOTE (PHONE)", "Phone Note"]))
        d.ln(P("HOSPITAL", practice))
        d.ln()
        demographics(d, c, layout=r.choice(["inline", "two", "lines"]), fields=("name", "dob", "mrn") if r.random() < 0.6 else ("name", "dob", "age", "mrn", "phone"))
        if r.random() < 0.5:
            d.ln("Encounter #: ", P("ACCOUNT", L.account()))
        d.ln("Call date: ", c.D(), "   Time: ", t_call)
        if r.random() < 0.45:
            d.ln("Callback attempts: #1 ", L.time(r.randrange(8, 12)), " no answer, VM left on ", P("PHONE", pt.home), "; #2 ", L.time(r.randrange(12, 18)), " reached.")
        if caller:
            d.ln("Caller: ", caller.full(), " (", caller.relation, ")   Callback #: ", P("PHONE", cb))
        else:
            d.ln("Caller: patient   Callback #: ", P("PHONE", cb))
        d.ln("PCP: ", doc.dr(full=True))
        d.ln("Reason for call: ", _v(c, r.choice(sc["cc"])))
        d.ln()
        d.ln("S:")
        for s in voice[:1]:
            d.ln("  ", "Caller" if caller else "Pt", " states \"", _v(c, s), "\"")
        for s in hx:
            d.ln("  ", _v(c, s))
        for s in ctxs:
            d.ln("  ", s)
        d.ln("PMH: ", "; ".join(clinical.pmh(c)))
        d.ln("Meds: ", "; ".join(clinical.meds(c)))
        d.ln("Allergies: ", clinical.allergy(c))
        d.ln("SH: ", clinical.social_history(c))
        d.ln("O: Telephone assessment; no visual exam.", r.choice(["", " Speaking in full sentences.", " Caller calm, coherent.", " Voice hoarse."]))
        qs = [q for q in content.TRIAGE_Q if sc["key"] not in q[2]]
        d.ln("   Protocol questions:")
        for q, ans, _ in pick(r, qs, r.randint(4, 8)):
            d.ln("     ", q, " ", ans)
        d.ln("A: Protocol: ", sc["protocol"], " (", "Pediatric" if pt.age < 16 else "Adult", ")")
        d.ln("   Pertinent negatives: ", " ".join(_v(c, x) for x in neg))
        d.ln("P: Disposition - ", dispo)
        d.ln("   Care advice given per protocol:")
        for s in adv + pick(r, content.generic_advice(sc["key"]), r.randint(2, 4)):
            d.ln("   - ", _v(c, s))
        d.ln("   Caller's intended action prior to call: ", r.choice(["wait and see", "go to " + c.v["ed"], "see " + c.v["gp"], "unsure"]),
             ". Call duration ", str(r.randint(6, 22)), " min.")
        if sc.get("meds") and r.random() < 0.6:
            d.ln("   Routed to ", doc.dr(), " for Rx: ", r.choice(sc["meds"]), " -> ", r.choice(["approved", "signed", "pending review"]), ".")
        d.ln("   ", r.choice(["Caller verbalized understanding and agrees with plan.", "Pt verbalizes understanding; will call back with any worsening.",
                              "Understanding confirmed via teach-back."]))
        d.ln()
        esign(d, c, nurse, role_title=r.choice([None, "Triage RN", "Nurse Advice Line"]))
        if r.random() < 0.5:
            d.ln("cc: ", doc.dr(full=True))
        if r.random() < 0.6:
            d.ln()
            d.ln("ADDENDUM ", c.D(), " ", L.time(r.randrange(12, 20)), " - ", doc.dr(full=True), ": ",
                 r.choice(["Reviewed triage note. Agree with disposition.", "Called pt back; plan as above, Rx sent.",
                           "Discussed with RN; will see in clinic tomorrow.", "Agree. Please book follow-up within 1 week."]))
        if r.random() < 0.6:
            d.ln()
            clinical.recent_contacts(d, c)
        d.ln()
        pa = L.address(unit=False)
        d.ln(P("HOSPITAL", practice), " | ", pa.oneline(), " | Tel ", P("PHONE", L.phone("landline")), " | Fax ", P("FAX", L.phone("landline")))
    elif lay == "narr":
        d.ln(r.choice(["Telephone triage", "Telephone consultation - nurse triage", "TELEPHONE TRIAGE", "Duty nurse telephone call"]),
             " - ", P("HOSPITAL", practice))
        d.ln(c.DW(long=r.random() < 0.5), " ", t_call, "  ", staff_line(c, nurse))
        d.ln()
        if caller:
            d.f("Call from {who}, {rel} of {pt} ({dob}). ", who=caller.full(), rel=caller.relation, pt=pt.full(), dob=dob_item(c))
        else:
            d.f("Spoke to {pt} on {ph}. ", pt=pt.tf() if r.random() < 0.5 else pt.full(), ph=P("PHONE", cb))
        d.add(r.choice(["ID confirmed with name, DOB and first line of address.", "Identity checked (name/DOB).", "Verified ID x2."]), "\n\n")
        d.ln("History: ", " ".join(_v(c, s) for s in hx))
        d.add(" ".join(_v(c, s) for s in neg), "\n")
        for s in ctxs:
            d.ln(s)
        d.ln("PMH: ", ", ".join(clinical.pmh(c)), ". DH: ", ", ".join(clinical.meds(c)), ". Allergies: ", clinical.allergy(c), ".")
        d.ln("SH: ", clinical.social_history(c))
        d.ln()
        if r.random() < 0.6:
            qs = [q for q in content.TRIAGE_Q if sc["key"] not in q[2]]
            d.ln("Red flags screened: ", "; ".join("%s %s" % (q.rstrip("?"), ans.lower()) for q, ans, _ in pick(r, qs, r.randint(3, 6))), ".")
        d.ln("Impression: ", _v(c, r.choice(sc["cc"])), ", ", r.choice(["no red flags identified.", "red flags screened as above.", "see disposition."]))
        d.ln("Outcome: ", dispo, ".")
        d.ln("Advice: ", " ".join(_v(c, s) for s in adv + pick(r, content.generic_advice(sc["key"]), r.randint(1, 3))))
        d.ln("Safety netting: ", _v(c, r.choice(["call back or ring {emerg} if worse.", "told to ring {emerg} for any emergency.",
                                                 "if worse out of hours, contact out-of-hours service or {emerg}."])))
        if r.random() < 0.7:
            d.f("Tasked {doc} to review{when}.\n", doc=doc.dr(), when=r.choice([" today", " and call back before 6pm", " and sign off the plan", ""]))
            if r.random() < 0.5:
                d.fl("Appointment booked {when} at {t} with {doc}.", when=c.DW(c.wdays(r.randint(0, 2)), style=L.short), t=L.appt_time(), doc=doc.dr())
        if r.random() < 0.6:
            d.ln()
            clinical.recent_contacts(d, c, header=r.choice(["Previous contacts:", "Recent encounters:"]))
        d.ln()
        d.ln(staff_line(c, nurse, with_lic=r.random() < 0.3))
        if r.random() < 0.5:
            d.ln()
            d.ln(c.D(), " ", L.time(r.randrange(15, 20)), " - follow-up call to ", P("PHONE", cb), ": ",
                 r.choice(["symptoms settling, no further action.", "no answer; message left to call surgery.", "improving, attended appointment as booked.",
                           "spoke to " + (caller.relation if caller else "patient") + "; reassured."]), " ", nurse.upper_init())
        if r.random() < 0.5:
            d.ln(P("HOSPITAL", practice), " | Tel ", P("PHONE", L.phone("landline")), " | Fax ", P("FAX", L.phone("landline")))
    elif lay == "terse":
        d.fl("{dt} {t} TC", dt=c.D(style=L.short if r.random() < 0.5 else None), t=t_call)
        if caller:
            d.f("{rel} {who} calling re {pt} ({age}). ", rel=caller.relation.capitalize(), who=caller.g(), pt=pt.g(), age=c.age_sex())
        else:
            d.f("Pt {pt} ({age}) calling. ", pt=pt.init(), age=c.age_sex())
        d.add("C/o ", _v(c, r.choice(sc["cc"])), ". ")
        d.add(" ".join(_v(c, s) for s in hx[:3]), " ")
        d.add(" ".join(_v(c, s) for s in neg[:2]), "\n")
        for s in ctxs[:2]:
            d.ln(s)
        d.ln("PMH ", ", ".join(clinical.pmh(c, 2)), ". Meds ", ", ".join(clinical.meds(c, 2)), ". ", clinical.allergy(c), ".")
        d.ln("Adv: ", " ".join(_v(c, s) for s in adv))
        d.ln("Dispo: ", dispo, ". CB ", P("PHONE", cb), ".")
        if r.random() < 0.6:
            d.f("FYI {doc}.\n", doc=doc.dr())
        d.ln(nurse.upper_init() if r.random() < 0.5 else nurse.i_f(), " ", nurse.cred or "RN")
        if r.random() < 0.7:
            d.ln()
            d.ln(c.D(style=L.short if r.random() < 0.5 else None), " ", L.time(r.randrange(14, 21)), " ", r.choice(["F/U call", "Call back", "TC"]), ". ",
                 r.choice(["Much better, no further action.", "No answer x2, VM left.", "Attended appt, Rx given.", "Symptoms unchanged, keep appt."]),
                 " ", nurse.upper_init())
        if r.random() < 0.6:
            d.ln()
            clinical.recent_contacts(d, c, header="Recent:")
    else:  # call-centre line
        line = inst.ooh_service(L) if c.code in ("US", "CA") else r.choice([inst.ooh_service(L), practice])
        d.ln(r.choice(["NURSE ADVICE LINE - CALL RECORD", "Clinical Contact Centre - Call Summary", "Nurse On Call Record"]))
        d.ln("Service: ", P("HOSPITAL", line))
        d.ln("Call ID: ", P("IDNUM", "%s-%s" % (L.letters(2), L.digits(8))), "    Received: ", c.DH(), " ", t_call)
        if r.random() < 0.5:
            d.ln("Caller authenticated: ", r.choice(["voiceprint match", "voice biometric match"]), " (ref ", P("BIOID", "VP-%s-%s" % (L.digits(4), L.letters(3))), ")")
        else:
            d.ln("Caller ID: ", P("PHONE", cb))
        d.ln("Patient: ", pt.LF(), "   DOB ", dob_item(c), "   ", pt.nh[0], " ", P("HEALTHPLAN", pt.nh[1]))
        d.ln("Address: ", pt.addr.oneline())
        if caller:
            d.ln("Caller: ", caller.full(), ", ", caller.relation, ", ", P("PHONE", caller.phone))
        d.ln("Registered with: ", gp_ref(c, doc, practice))
        d.ln()
        d.ln("PMH: ", ", ".join(clinical.pmh(c)), "   Meds: ", ", ".join(clinical.meds(c, 3)))
        d.ln("Presenting problem: ", _v(c, r.choice(sc["cc"])))
        d.ln("Pathway: ", sc["protocol"])
        qs = [q for q in content.TRIAGE_Q if sc["key"] not in q[2]]
        d.ln("Disposition questions:")
        for q, ans, _ in pick(r, qs, r.randint(3, 6)):
            d.ln("  ", q, " -> ", ans)
        d.ln("Assessment notes:")
        for s in hx + neg:
            d.ln("  * ", _v(c, s))
        for s in ctxs:
            d.ln("  * ", s)
        d.ln("Previous calls to service:")
        for k in range(r.randint(1, 3)):
            dd = c.days(-r.randint(10, 500))
            d.ln("  ", c.DH(dd), "  ", P("IDNUM", "%s-%s" % (L.letters(2), L.digits(8))), "  ", r.choice(["self-care", "see GP routine", "urgent care", "ED"]))
        d.ln("Final disposition: ", dispo.upper())
        d.ln("Advice given: ", "; ".join(_v(c, s).rstrip(".") for s in adv), ".")
        d.ln("Transfer of care: summary sent to ", P("HOSPITAL", practice), r.choice([" by secure email.", " via EDI.", "."]))
        d.ln("Call handler: ", r.choice([nurse.full(), nurse.i_f()]), "    Clinician: ", staff_line(c, c.clin("nurse"), style=0))
    return d


FIXED_HOLIDAYS = {
    "UK": [("Christmas Day", 12, 25), ("Boxing Day", 12, 26), ("New Year's Day", 1, 1), ("Christmas Eve", 12, 24)],
    "IE": [("St Stephen's Day", 12, 26), ("St Patrick's Day", 3, 17), ("Christmas Eve", 12, 24), ("New Year's Day", 1, 1)],
    "AU": [("Anzac Day", 4, 25), ("Australia Day", 1, 26), ("Boxing Day", 12, 26), ("Christmas Day", 12, 25)],
    "NZ": [("Waitangi Day", 2, 6), ("Anzac Day", 4, 25), ("Boxing Day", 12, 26), ("Christmas Day", 12, 25)],
    "US": [("Christmas Eve", 12, 24), ("Independence Day", 7, 4), ("New Year's Day", 1, 1), ("Christmas Day", 12, 25)],
    "CA": [("Canada Day", 7, 1), ("Boxing Day", 12, 26), ("Christmas Day", 12, 25), ("New Year's Day", 1, 1)],
}


def ooh_gp_call(c):
    r = c.r
    L = c.L
    hol = None
    if r.random() < 0.25:
        hol, hm, hd = r.choice(FIXED_HOLIDAYS[c.code])
        y = c.today.year
        if dt.date(y, hm, hd) > dt.date(2026, 10, 31):
            y -= 1
        c.today = dt.date(y, hm, hd)
    sc, pt = setup_acute(c)
    caller = caller_for(c, sc)
    gp = c.clin("gp")
    ooh_doc = c.clin("gp")
    practice = inst.practice(L)
    service = inst.ooh_service(L)
    d = Doc()
    t0 = r.choice([r.randrange(18, 23), r.randrange(0, 7)])
    t0m = r.randrange(0, 20)
    when = c.today
    hx = pick(r, sc["hx"], r.randint(3, len(sc["hx"])))
    neg = pick(r, sc["neg"], r.randint(2, len(sc["neg"])))
    adv = pick(r, sc["advice"], r.randint(2, len(sc["advice"])))
    dispo = _v(c, r.choice(sc["dispo"]))
    ctxs = context_sentences(c, k=r.randint(2, 3))
    lay = r.choice(["form", "form", "letter", "narr"])
    case = r.choice(["%s%s" % (L.letters(1), L.digits(7)), "%s-%s" % (L.digits(6), L.digits(4)), "OOH%s" % L.digits(8)])
    cb = caller.phone if caller else pt.mobile
    if lay == "form":
        d.ln(P("HOSPITAL", service), " - ",
             r.choice(["Clinical Consultation Record", "Out of Hours Consultation", "After-Hours Telephone Consultation", "GP Telephone Advice"]))
        d.ln("Case No: ", P("IDNUM", case), "    Received: ", c.DW(long=False, comma=False, style=L.hstyle), " ", L.time(t0, t0m))
        if hol:
            d.ln("Note: public holiday (", P("DATE", hol), ") - reduced service")
        d.ln()
        demographics(d, c, layout=r.choice(["aligned", "lines"]), fields=("name", "dob", "age", "nh", "addr", "phone"))
        d.ln("Registered GP: ", gp_ref(c, gp, practice))
        if caller:
            d.ln("Caller: ", caller.full(), " (", caller.relation, ") on ", P("PHONE", caller.phone))
        d.ln("Call type: ", r.choice(["GP call back", "Clinician advice", "Priority call back (<20 min)", "Routine call back (<1 hr)"]))
        d.ln()
        d.ln("PRESENTING COMPLAINT")
        d.ln(_v(c, r.choice(sc["cc"])).capitalize())
        d.ln()
        d.ln("HISTORY")
        d.ln(" ".join(_v(c, s) for s in hx))
        d.ln(" ".join(_v(c, s) for s in neg))
        for s in ctxs:
            d.ln(s)
        d.ln("Meds (", r.choice(["summary care record", "GP record", "per caller"]), "): ", "; ".join(clinical.meds(c)),
             ". Allergies: ", clinical.allergy(c), ".")
        d.ln("PMH: ", "; ".join(clinical.pmh(c)), ".")
        d.ln("SH: ", clinical.social_history(c))
        d.ln()
        d.ln("EXAMINATION")
        d.ln(r.choice(["Not examined - telephone consultation.", "Telephone only. Caller describes child as alert and playing intermittently.",
                       "No examination possible; speech fluent, no audible wheeze on phone."]))
        d.ln()
        d.ln("ASSESSMENT/PLAN")
        d.ln(" ".join(_v(c, s) for s in adv + pick(r, content.generic_advice(sc["key"]), 2)))
        d.ln("Consent to view/share record: ", r.choice(["yes (verbal)", "yes", "given by caller"]))
        for x in pick(r, content.OOH_EXTRA, r.randint(1, 3)):
            d.ln(x)
        if sc.get("meds") and r.random() < 0.6:
            ph = inst.pharmacy(L)
            d.ln("Rx: ", r.choice(sc["meds"]), " sent to ", P("HOSPITAL", ph), ", ", P("CITY", L.city_name()), ".")
        d.ln("Outcome: ", dispo)
        if r.random() < 0.35:
            drv = c.clin("clerk")
            d.ln("Home visit: ", r.choice(["arranged", "completed"]), " ", L.time(t0 + 1, r.randrange(0, 60)), "; driver ", drv.full(), ", car ", P("VEHICLE", L.plate()),
                 ". Access: ", r.choice(["side gate", "flat 2nd floor, buzzer", "key safe"]), " - near ", landmark(c), ".")
        if "ED" in dispo or "ambulance" in dispo.lower() or "Emergency" in dispo or "assessment" in dispo:
            hosp = inst.hospital(L)
            if r.random() < 0.35:
                d.ln("Destination: ", P("HOSPITAL", hosp), ", handover given to nurse in charge ", c.clin("nurse").full(), ".")
            else:
                d.ln("Destination: ", P("HOSPITAL", hosp), r.choice([" ED", " - ED aware", ""]))
        d.ln("Safety netting: ", _v(c, r.choice(["worsening advice given; call {emerg} in emergency.", "advised re red flags; recontact if worse.",
                                                  "caller understands when to call {emerg}."])))
        d.ln()
        d.ln("Clinician: ", staff_line(c, ooh_doc, with_lic=r.random() < 0.6, style=r.choice([0, 2])))
        em = t0m + r.randint(15, 30)
        d.ln("Consultation ended ", L.time(t0, em))
        d.ln("Post-event message sent to ", P("HOSPITAL", practice), " at ", L.time(t0, em + r.randint(3, 9)), ".")
        if r.random() < 0.6:
            d.ln()
            d.ln("Previous OOH contacts:")
            for _ in range(r.randint(1, 3)):
                dd = c.days(-r.randint(10, 700))
                d.ln("  ", c.D(dd, L.hstyle), "  ", P("IDNUM", "%s%s" % (L.letters(1), L.digits(7))), "  ", r.choice(["advice only", "base visit", "home visit", "referred to ED"]))
    elif lay == "letter":
        d.ln(P("HOSPITAL", service))
        addr = L.address(unit=False)
        d.ln(addr.block())
        d.ln("Tel: ", P("PHONE", L.phone("landline")), "   Fax: ", P("FAX", L.phone("landline")))
        d.ln()
        d.ln(c.D(style=r.choice([L.dstyle, "uk_long" if not L.us_like else "us_long"])))
        d.ln()
        d.ln(gp.dr(full=True), "\n", P("HOSPITAL", practice))
        d.ln()
        d.f("Re: {pt}, DOB {dob}, {nhl} {nh}\n", pt=pt.full_mid(), dob=dob_item(c), nhl=pt.nh[0], nh=P("HEALTHPLAN", pt.nh[1]))
        d.ln("    ", pt.addr.oneline())
        d.ln()
        d.ln("Dear ", gp.dr(), ",")
        d.ln()
        d.f("Your patient contacted our service at {t} on {dt}{hol}", t=L.time(t0), dt=c.DW(long=True, comma=L.us_like),
            hol=[" (", P("DATE", hol), ")"] if hol else "")
        if caller:
            d.f(" via {pron} {rel}, {who}", pron=c.v["his"], rel=caller.relation, who=caller.full())
        d.add(", regarding ", _v(c, r.choice(sc["cc"])), ".\n\n")
        d.ln(" ".join(_v(c, s) for s in hx), " ", " ".join(_v(c, s) for s in neg))
        if ctxs:
            d.ln(join(ctxs, " "))
        d.ln()
        d.ln("Background: ", ", ".join(clinical.pmh(c)), ". Medication: ", ", ".join(clinical.meds(c)), ". ", clinical.allergy(c), ".")
        d.ln()
        d.ln("I advised: ", " ".join(_v(c, s) for s in adv))
        d.ln("Outcome: ", dispo, ".")
        d.ln()
        d.ln("I would be grateful if you could ", r.choice(["review in surgery this week.", "follow up as appropriate.", "arrange a routine review.",
                                                            "check on " + c.v["him"] + " on the next working day."]))
        d.ln()
        d.ln("Yours sincerely,")
        d.ln()
        d.ln(staff_line(c, ooh_doc, style=2))
        d.ln(r.choice(["Sessional GP", "OOH GP", "Clinical Lead"]), ", ", P("HOSPITAL", service))
        lbl, val = L.clin_licence("physician")
        d.ln(lbl, " ", P("LICENSE", val))
    else:
        d.ln(c.DH(), " ", L.time(t0), " ", r.choice(["OOH call", "After hours call", "Phone - after hours", "OOH tel consult"]),
             " (", P("HOSPITAL", service), ")")
        d.f("{pt}, {age}, {addr}. ", pt=pt.full(), age=c.age_sex(), addr=pt.addr.town_short())
        if caller:
            d.f("Rung by {rel} {who} ({ph}). ", rel=caller.relation, who=caller.g(), ph=P("PHONE", caller.phone))
        d.add("\n")
        d.ln("Hx: ", " ".join(_v(c, s) for s in hx))
        d.ln("Neg: ", " ".join(_v(c, s) for s in neg))
        for s in ctxs:
            d.ln(s)
        d.ln("PMH: ", ", ".join(clinical.pmh(c)), ". Meds: ", ", ".join(clinical.meds(c)), ".")
        d.ln("SH: ", clinical.social_history(c))
        d.ln("Plan: ", " ".join(_v(c, s) for s in adv), " -> ", dispo, ".")
        d.f("Usual GP {gp} at {pr} - notes forwarded.\n", gp=gp.dr(), pr=P("HOSPITAL", practice))
        d.ln(ooh_doc.dr(full=True) if r.random() < 0.5 else [ooh_doc.full(), " (", ooh_doc.cred or "GP", ")"])
    return d
