"""Patient portal secure-message thread with audit log (dev200_en, author 200)."""
import datetime as dt

import core as C
import ids
import people as H
import pools as P

TOPICS = [
    ("eye", "Question about my eye drops after surgery",
     ["Hi, I had my {side} cataract done on {opdate} with {drname} and the eye is a bit scratchy and red in the corner. "
      "Is it normal? I am using the Maxidex four times a day like the sheet says.",
      "Thanks. The redness is better today but the vision is still a bit misty in the mornings. "
      "My {rel} {fam} can bring me in if you need to see me."],
     ["Hi {pgiven}, some scratchiness and redness in the first week is common. If the eye becomes painful, the vision drops "
      "or you notice a lot of discharge please call us straight away on {phone} or attend the emergency department.",
      "Good to hear. Mild morning blur often settles over 2-4 weeks. Your post-op check is booked for {appt}."]),
    ("eye", "Injection appointment - can I change the date?",
     ["Hello, I have my next eye injection on {appt} but I will be in {country} visiting my grandchildren. "
      "Can I move it a week later? My mobile is {mobile}.",
      "Thank you. Could you send the new time by text as I don't check email often."],
     ["Hi {pgiven}, we can move it but we don't want to extend the gap too much as your last scan showed fluid. "
      "I have offered {appt2} at 10:20 - please confirm here.",
      "Done - an SMS reminder will go to {mobile}."]),
    ("ear", "Hearing aid whistling",
     ["Hi there, my right hearing aid keeps whistling when I put my hand near it or wear my hat. "
      "I have changed the dome. I work as a {prof} so I really need it working during the day.",
      "I tried the tips in the video ({url}) and it is still doing it."],
     ["Hi {pgiven}, thanks for letting us know. It may need a new receiver or a smaller vent; it can also be wax. "
      "Please book a 15 minute repair slot online at {url} or call {phone}.",
      "No problem - we have booked you in for {appt} with {drname}. Please bring the charger."]),
    ("ear", "Results of my hearing test",
     ["Hello, I had my hearing test on {opdate}. When will the report go to my GP? I would also like a copy for my employer "
      "{employer} because of the noise at work.",
      "Thanks. Can you send it to my personal email {email} rather than the work one?"],
     ["Hi {pgiven}, the report was sent to your GP today. We need your written consent before sending it to {employer}; "
      "the form is attached.",
      "Certainly - I have updated your preferred email to {email}."]),
    ("dent", "Pain after extraction",
     ["Hi, I had my wisdom tooth out on {opdate} with {drname}. Today the pain is worse than yesterday and there is a bad taste. "
      "I'm {age} and never had a tooth out before so not sure what is normal.",
      "It is a bit better with the rinse. I can come in after 3pm, I am at {employer} until then."],
     ["Hi {pgiven}, increasing pain on day 3-4 with a bad taste can be a dry socket. Please use warm salty rinses and "
      "call {phone} so we can see you today for a dressing.",
      "Great, you're booked at 3:30pm on {appt} - please check in at reception."]),
    ("dent", "Broken retainer",
     ["Hi, this is {fam}, {pgiven}'s mum. The bottom retainer wire came off one tooth last night at dinner. "
      "Is this urgent? We are away from {appt} for a week.",
      "Thanks, we'll come in then. My number is {mobile} if you need to call."],
     ["Hi {fam}, thanks for letting us know. It isn't an emergency but we should re-bond it within a couple of weeks. "
      "Please keep the piece if it falls out.",
      "We have booked {pgiven} for {appt2} at 8:00am before school."]),
]


def portal_thread(rng, c, lower):
    domain = rng.choice(["eye", "ear", "dent"])
    choices = [t for t in TOPICS if t[0] == domain]
    _, subj, pmsgs, smsgs = rng.choice(choices)
    young = subj == "Broken retainer"
    cs = C.Case(rng, c, lower, age=(11, 16) if young else (19, 88))
    d = cs.d
    forms = {"eye": P.EYE_SITE_FORMS, "ear": P.AUD_FORMS, "dent": P.DENT_FORMS + P.ORTHO_FORMS}[domain]
    site = H.make_site(rng, c, forms)
    clin = C.make_clin(rng, c, {"eye": "eye", "ear": "aud", "dent": "dent"}[domain])
    staff = C.make_clin(rng, c, {"eye": "nurse", "ear": "aud", "dent": "nurse"}[domain], 0.8)
    staff.role = rng.choice({"eye": ["Ophthalmic Nurse", "Clinic Coordinator", "Practice Nurse"],
                             "ear": ["Audiologist", "Clinical Audiologist", "Client Care Coordinator"],
                             "dent": ["Dental Nurse", "Practice Coordinator", "Treatment Coordinator"]}[domain])
    staff_user = staff.username(rng)
    pt_user = cs.pt.username(rng)
    pt_email = cs.pt.email(rng)
    pt_ip = ids.ip(rng)
    par = H.make_person(rng, sex="F", surname=cs.pt.surname) if young else None
    rel, fam = rng.choice([("daughter", "F"), ("son", "M"), ("husband", "M"), ("wife", "F"), ("friend", None)])
    fp = par or H.make_person(rng, sex=fam)
    url = rng.choice([f"www.{rng.choice(['example.com', 'example.org'])}/{H.ascii_slug(site.name.split()[0])}/book",
                      f"https://portal.example.net/{H.ascii_slug(site.name.split()[0])}"])
    employer = H.employer(rng, c)
    d.t((site.name, "HOSPITAL"), " - ", rng.choice(["Patient Portal", "MyHealth secure messages", "Online patient messages"]), "\n")
    d.t("Message export for ", cs.N(cs.pt, "PATIENT", ("full", "REV", "fullm")), " (portal user ", (pt_user, "USERNAME"), ")")
    d.t("  ", rng.choice(["MRN ", "Record no. ", "ID "]), (cs.mrn, "MRN"), "\n")
    t_exp = cs.visit + dt.timedelta(days=rng.randint(3, 12))
    d.t("Exported ", cs.D(t_exp), " ", f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}", " by ", (staff_user, "USERNAME"),
        " from ", (ids.ip(rng), "IPADDR"), "\n")
    d.t("Subject: ", subj, "\n", "=" * 56, "\n")
    opdate = cs.earlier(2, 20)
    appt = cs.later(2, 30)
    appt2 = appt + dt.timedelta(days=rng.randint(5, 12))
    vals = {
        "side": [rng.choice(["right", "left"])], "opdate": [cs.D(opdate, rng.choice(["dm", cs.ds, "d_month_y"]))],
        "drname": cs.dr(clin, ("full", "isn")) if rng.random() < 0.5 else cs.drs(clin),
        "rel": [rel], "fam": [(fp.given, "FAMILY")], "pgiven": [(cs.pt.nick or cs.pt.given, "PATIENT")],
        "phone": [(site.phone, "PHONE")], "appt": [cs.D(appt, rng.choice(["wd_long", "wd_short", cs.ds]))],
        "appt2": [cs.D(appt2, rng.choice(["wd_long", cs.ds]))], "country": [(rng.choice(P.COUNTRIES_ABROAD), "COUNTRY")],
        "mobile": [(cs.mobile, "PHONE")], "prof": [(rng.choice(P.PROF_NOISE + P.PROF_GENERAL), "PROFESSION")],
        "url": [(url, "URL")], "employer": [(employer, "ORGANIZATION")], "email": [(pt_email, "EMAIL")],
        "age": [cs.age_item()],
    }
    now = dt.datetime(cs.visit.year, cs.visit.month, cs.visit.day, rng.randint(6, 12), rng.randint(0, 59))
    mstyle = rng.choice([cs.ds, "iso"])
    stamps = []
    for i in range(2):
        sender = par or cs.pt
        stamps.append(now)
        d.t("\n", cs.D(now.date(), mstyle), " ", f"{now.hour:02d}:{now.minute:02d}", "  From: ")
        if par:
            d.t((par.full(), "FAMILY"), " on behalf of ", (cs.pt.given, "PATIENT"))
        else:
            if rng.random() < 0.4:
                d.t((sender.full(), "PATIENT"))
            else:
                d.t((pt_user, "USERNAME"))
        d.t(" <", (pt_email if not par else par.email(rng), "EMAIL"), ">  [", (pt_ip, "IPADDR"), "]\n")
        d.f(pmsgs[i], **vals)
        if i == 0 and rng.random() < 0.5:
            d.t(" Thanks, ", (cs.pt.given if not par else par.given, "FAMILY" if par else "PATIENT"))
        d.t("\n")
        now = now + dt.timedelta(minutes=rng.randint(20, 300))
        stamps.append(now)
        d.t("\n", cs.D(now.date(), mstyle), " ", f"{now.hour:02d}:{now.minute:02d}", "  From: ",
            (staff.full() if rng.random() < 0.6 else staff.isn(), "DOCTOR"), " (", staff.role, ") via ", (staff_user, "USERNAME"), "\n")
        d.f(smsgs[i], **vals)
        d.t(rng.choice(["\n", "\n-- ", "\nRegards, "]))
        if d.parts[-1].endswith(("-- ", ", ")):
            d.t((staff.given, "DOCTOR"), "\n")
        now = now + dt.timedelta(minutes=rng.randint(60, 2000))
    d.t("\n", "-" * 56, "\nAUDIT\n")
    sip = ids.ip(rng)
    mn = dt.timedelta(minutes=1)
    ev = [("login", pt_user, pt_ip, stamps[0] - 3 * mn), ("message.create", pt_user, pt_ip, stamps[0]),
          ("message.read", staff_user, sip, stamps[1] - 6 * mn), ("message.reply", staff_user, sip, stamps[1]),
          ("message.create", pt_user, pt_ip, stamps[2]), ("message.reply", staff_user, None, stamps[3])]
    for e, u, ipx, st in ev[:rng.randint(3, 6)]:
        st = st + dt.timedelta(seconds=rng.randint(0, 59))
        d.t(cs.D(st.date(), "iso"), " ", st.strftime("%H:%M:%S"), "  ", e.ljust(16), " user=", (u, "USERNAME"))
        if ipx:
            d.t(" ip=", (ipx, "IPADDR"))
        d.t(" agent=", rng.choice(["iOS 17 app", "Chrome/124 Windows", "Safari macOS", "Android app 5.2"]), "\n")
    if rng.random() < 0.45:
        d.t("Identity check (phone call back): voiceprint matched, ID ", (f"VP-{ids.dg(rng, 3)}-{ids.dg(rng, 4)}", "BIOID"), "\n")
    if rng.random() < 0.3:
        d.t("Note: ", cs.his().capitalize(), " alternate contact ", (fp.full(), "FAMILY"), " ", (H.phone(rng, c, "mobile"), "PHONE"), "\n")
    return cs
