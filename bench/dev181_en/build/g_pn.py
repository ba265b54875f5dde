"""Genres: partner notification record; test results call-back log."""
import datetime as dt

from world import Note, frag, pname
import common as C

DX = (("chlamydia", 90, "doxycycline 100mg BD x7/7"), ("gonorrhoea", 90, "ceftriaxone 1g IM stat"),
      ("infectious syphilis (secondary)", 180, "benzathine penicillin 2.4MU IM stat"), ("trichomonas", 60, "metronidazole 400mg BD x7/7"),
      ("HIV (new diagnosis)", 365, "ART started via HIV team"), ("Mycoplasma genitalium", 90, "moxifloxacin 400mg OD x10/7"),
      ("early latent syphilis", 365, "benzathine penicillin 2.4MU IM stat"), ("PID", 60, "ceftriaxone + doxy + metronidazole 14/7"),
      ("NGU", 30, "doxycycline 100mg BD x7/7"))


def gen_pn(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=17, hi=55)
    clin = w.sh_clinic()
    ha = w.person(lo=25, hi=62)
    dx, look, tx = r.choice(DX)
    dxd = w.days_ago(2, 20)
    nb.ln(r.choice(("PARTNER NOTIFICATION RECORD", "Partner Notification - Health Adviser record", "PN record", "Contact tracing / PN")))
    nb.ln("{c|HOSPITAL}" + ("   Tel {t|PHONE}" if r.random() < 0.5 else ""), c=clin, t=w.phone(ext=True))
    nb.ln()
    nb.ln("Index: {n}   Clinic no: {m|MRN}   " + r.choice(("DOB {d|DATE}", "Age {a|AGE}")), n=pname(r, pt, forms=("full", "LAST_first", "first", "initials")),
          m=w.mrn(), d=w.d(pt.dob, "dmy"), a=str(w.age(pt)))
    nb.ln("Diagnosis: " + dx + ", dx {d|DATE}; treated {t|DATE}" + r.choice(("", " (" + tx + ")")),
          d=w.d(dxd), t=w.d(dxd + dt.timedelta(days=r.randint(0, 4))))
    nb.ln("Look-back: {a|DATE} to {b|DATE} (%d days)" % look, a=w.d(dxd - dt.timedelta(days=look)), b=w.d(dxd))
    nb.ln("Health Adviser: {n}" + r.choice(("", " (HA)", ", Sexual Health Adviser")), n=w.staff_name(ha, ("full", "full_cred", "init_last")))
    nb.ln("PN method agreed: " + r.choice(("patient referral", "provider referral", "mixed - patient for P1, provider for P2+",
                                           "conditional (contract) referral 7 days", "anonymous online notification")))
    nb.ln()
    nb.ln(r.choice(("CONTACTS", "Contacts identified:", "Partners in look-back")))
    n = r.randint(1, 5)
    verified = 0
    for i in range(n):
        sx = "M" if (pt.sex == "F" or r.random() < 0.4) else "F"
        c = w.person(sex=sx, lo=17, hi=60)
        last = dxd - dt.timedelta(days=r.randint(1, look))
        nb.f("%d) " % (i + 1))
        k = r.randint(0, 4)
        if k == 0:
            nb.f("{n|FAMILY}, {s}, ~{a|AGE}", n=c.first + " " + c.last, s=sx, a=str(w.age(c)))
        elif k == 1:
            nb.f("{n|FAMILY} (first name only), {s}", n=c.first, s=sx)
        elif k == 2:
            nb.f("app contact - {app} app username {u|USERNAME}", app=r.choice(("dating", "hook-up", "chat")), u=w.app_handle())
        elif k == 3:
            nb.f("'{n|FAMILY}', {s}, met at {v|ORGANIZATION}", n=c.nick or c.first, s=sx, v=r.choice((w.employer(), w.charity(), w.prefix() + " Sauna", w.prefix() + " Gym")))
        else:
            nb.f("unknown name, {s}, met in {c|CITY}", s=sx, c=w.other_city())
        nb.ln(" | " + (r.choice(("regular", "casual", "ex", "one-off", "regular")) if k in (0, 1, 3) else r.choice(("one-off", "casual"))) + " | last sex {d|DATE}", d=w.d(last, r.choice(("dm", "dmy", "d_mon"))))
        ck = r.randint(0, 3)
        if ck == 0:
            nb.ln("   contact: {m|PHONE}", m=w.mobile())
        elif ck == 1:
            nb.ln("   contact: {e|EMAIL}", e=w.email_for(c))
        elif ck == 2:
            nb.ln("   contact: via app message only")
        else:
            nb.ln("   contact: lives {a}", a=w.address())
        ok = r.random()
        if ok < 0.45:
            verified += 1
            nb.ln("   outcome: attended {h|HOSPITAL} {d|DATE}, treated - verified with {who} (tel {t|PHONE})", h=w.sh_clinic() if r.random() < 0.6 else w.gp_practice(),
                  d=w.d(dxd + dt.timedelta(days=r.randint(2, 20)), r.choice(("dm", "dmy"))), who=w.staff_name(w.person(lo=25), ("first", "full", "dr_last")), t=w.phone(w.place()))
        elif ok < 0.7:
            nb.ln("   outcome: SMS sent {d|DATE} via PN service ref {x|IDNUM}; not yet verified", d=w.d(dxd + dt.timedelta(days=r.randint(1, 6)), r.choice(("dm", "dmy"))),
                  x=w.idnum("pn"))
        elif ok < 0.85:
            nb.ln("   outcome: index to tell - PN slip {x|IDNUM} given", x=w.idnum("slip"))
        else:
            nb.ln("   outcome: untraceable (" + r.choice(("no details", "number dead", "blocked index", "moved abroad to {c|COUNTRY}")) + ")", c=w.country_abroad())
    nb.ln()
    nb.ln("Summary: %d/%d contacts verified. Index " % (verified, n) + r.choice(("TOC booked {d|DATE}.", "advised 7 days abstinence post-Rx.", "aware of re-infection risk; retest {d|DATE}.")),
          d=w.d(w.days_ahead(14, 90)))
    if r.random() < 0.3:
        nb.ln("Anonymous notification link given: {u|URL}", u=w.url("pn"))
    if "HIV" in dx or "syphilis" in dx:
        nb.ln("Case discussed at PN meeting {d|DATE}; " + r.choice(("reported to public health (notifiable)", "surveillance form completed", "ESR notified" if w.c == "NZ" else "HPSC notified" if w.c == "IE" else "UKHSA dataset")),
              d=w.d(w.days_ahead(1, 10)))
    nb.ln()
    nb.ln("{n} {d|DATE}", n=w.staff_name(ha, ("full", "init_last", "initials")), d=w.d(w.today))
    return nb


OUTCOMES = ("no answer", "VM left - asked to call clinic (no detail)", "spoke to pt, ID confirmed (DOB + 1st line addr)",
            "number not recognised", "wrong person answered - no info given", "SMS sent (generic 'please call')", "spoke to pt, booked for Rx")


def gen_callback(w):
    r = w.rng
    nb = Note()
    clin = w.sh_clinic()
    staff = [w.person(lo=23, hi=60) for _ in range(r.randint(2, 4))]
    if r.random() < 0.5:
        # multi-patient daily sheet
        nb.ln(r.choice(("RESULTS CALL-BACK LOG", "Positive results recall sheet", "Call back list - results", "Recall log")))
        nb.ln("{c|HOSPITAL}   w/c {d|DATE}", c=clin, d=w.d(w.today - dt.timedelta(days=w.today.weekday()), r.choice(("dmy", "d_mon_y", "dmy_short"))))
        nb.ln("Date | Pt | ID | Lab no | Result | Attempt | Outcome | By")
        slots = sorted((w.days_ago(0, w.today.weekday()), r.randint(9 * 60, 17 * 60 + 59)) for _ in range(r.randint(4, 9)))
        for day, tm in slots:
            p = w.person(lo=16, hi=60)
            nb.add(w.d(day, r.choice(("dm", "dm_short", "wd_dm"))), "DATE")
            nb.add(" %02d:%02d | " % divmod(tm, 60))
            nb.add(pname(r, p, forms=("full", "initials", "LAST_first", "first")))
            nb.f(" | {m|MRN} | {l|IDNUM} | ", m=w.mrn(), l=w.idnum("lab"))
            nb.add(r.choice(C.STI_RESULTS) + " | #%d | " % r.randint(1, 3))
            o = r.choice(OUTCOMES)
            nb.f("rang {t|PHONE}: " + o + " | ", t=w.mobile())
            nb.add(r.choice(staff).initials(), "DOCTOR")
            nb.add("\n")
        nb.ln()
        nb.ln(C.typo(r, "3 failed attempts -> letter (if consented) or discuss with HA. Do NOT leave results on voicemail."))
        if r.random() < 0.5:
            nb.ln("Lead nurse: {n}  bleep {b|PHONE}", n=w.staff_name(staff[0], ("full", "first")), b=str(r.randint(1000, 4999)))
        return nb
    # single-patient thread
    p = w.person(lo=16, hi=62)
    res = r.choice(C.STI_RESULTS[:-2] + C.LFTS[3:4])
    if "HCV" in res:
        clin = w.addiction_service()
    nb.ln(r.choice(("Results call-back", "RESULT RECALL - contact attempts", "Telephone recall record")) + " - {c|HOSPITAL}", c=clin)
    nb.ln("Patient: {n}   DOB {d|DATE}   {l}: {m|MRN}", n=pname(r, p, forms=("full", "LAST_first", "FULLCAPS")), d=w.d(p.dob, "dmy"), l=w.nhs_label(), m=w.nhs())
    nb.ln("Preferred contact: {t|PHONE}" + r.choice(("", " (mobile only)", "; alt {t2|PHONE}")), t=w.mobile(), t2=w.phone())
    if r.random() < 0.55:
        nb.ln("Online test order {o|IDNUM} (kit requested {d|DATE} via {u|URL}, IP {ip|IPADDR}, account {us|USERNAME})",
              o=w.idnum("order"), d=w.d(w.days_ago(8, 20), "iso"), u=w.url("kits"), ip=w.ip(), us=w.username(p))
        if r.random() < 0.4:
            nb.ln("Encounter no {a|ACCOUNT}", a=w.account())
    nb.ln("Sample received {d|DATE}, lab no {l|IDNUM}", d=w.d(w.days_ago(4, 10)), l=w.idnum("lab"))
    nb.ln("Result: " + res)
    nb.ln()
    t0 = w.days_ago(0, 5)
    for i in range(r.randint(2, 5)):
        day = t0 + dt.timedelta(days=i if r.random() < 0.7 else i + 1)
        st = r.choice(staff)
        nb.f("{d|DATE} %02d:%02d " % (r.randint(9, 18), r.randint(0, 59)), d=w.d(day, r.choice(("dmy", "dm", "wd_dm"))))
        nb.add(r.choice(OUTCOMES[:6]) if i < 2 else r.choice(OUTCOMES))
        nb.f(" - {i}\n", i=frag((st.initials() if r.random() < 0.6 else st.first, "DOCTOR")))
    k = r.randint(0, 2)
    if k == 0:
        nb.ln("Outcome: spoke to pt, Rx booked {d|DATE} %02d:%02d with {n}." % (r.randint(9, 16), r.choice((0, 15, 30, 45))),
              d=w.d(w.days_ahead(1, 5)), n=w.staff_name(w.person(lo=27), ("dr_last", "first", "full")))
    elif k == 1:
        nb.ln("Outcome: unable to contact x3 - recall letter posted to {a} on {d|DATE}.", a=w.address(), d=w.d(w.days_ahead(0, 2)))
    else:
        nb.ln("Outcome: pt attended {h|HOSPITAL} instead - result shared with Dr {g|DOCTOR} by secure email {e|EMAIL} (consent given).",
              h=w.gp_practice(), g=w.person().last, e=w.email_for(w.person(), personal=False))
    if r.random() < 0.4:
        nb.ln("PN: refer to HA - {n}, ext {x|PHONE}", n=w.staff_name(w.person(lo=25), ("first", "full")), x=str(r.randint(2000, 7999)))
    return nb
