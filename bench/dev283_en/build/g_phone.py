"""Genre: telephone encounters (equipment helpline, on-call biomed, home
device support calls)."""
import clinical as C
import pools_orgs as PO
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "telephone_encounter"

QUOTES = ["it's beeping and won't stop", "the light's gone orange", "it says low battery but it's plugged in",
          "the screen just says E-04", "it switched itself off in the night", "the machine is making a grinding noise"]
DEV_QUOTES = {"o2c": ["the light's gone orange", "there's water in the pipe", "it's very hot and smells of burning",
                      "the little ball won't go up past 2"],
              "homevent": ["there's water in the pipe", "it keeps saying high leak", "he can't get the mask to seal"],
              "cpap": ["there's water in the pipe", "she can't get the mask to seal", "it's blowing really weak air"],
              "feed": ["the bag isn't going down", "it says no flow but the bag is full"],
              "mattress": ["the mattress has gone flat on one side", "the pump's alarming and it's gone hard"],
              "bed": ["the back won't come up", "the rail won't lock"],
              "hoist": ["the arm keeps sinking", "it won't go up at all"],
              "suction": ["it's not sucking properly", "the pot's overflowing into the machine"],
              "pillbox": ["it didn't open for the evening tablets", "it won't take her finger"],
              "dialysis": ["it's showing a red conductivity alarm", "the heater won't warm up"],
              "wheelchair": ["the joystick cuts out", "it won't tilt back"]}


def _home_call(n, k):
    r, c, dv = k.rng, k.c, k.dev
    caller_is_pt = r.random() < 0.4
    n.line(r.choice(["TELEPHONE ENCOUNTER", "Telephone encounter", "PHONE CALL - HOME EQUIPMENT HELPLINE",
                     "Helpline call record"]))
    n.f("Date/time: {d} {t}    Taken by: {who}    Line: {line}\n", d=k.d(0, r.choice(["num", "wk_text", "iso"])), t=phi.clock(r),
        who=k.s(k.clerk, "eng", r.choice(["full", "init_last", "first"])), line=r.choice(["24 h helpline", "out of hours", "main office"]))
    if caller_is_pt:
        n.f("Caller: patient ({p}), callback {ph}\n", p=k.pn(r.choice(["full", "title_last"])), ph=(k.phone, "PHONE"))
    else:
        n.f("Caller: {f} ({rel} of pt {p}), callback {ph}\n", f=k.fn(r.choice(["full", "title_last", "first"])), rel=k.rel,
            p=k.pn(r.choice(["full", "title_full", "LF"])), ph=(k.fam_phone, "PHONE"))
    n.f("ID verified: DOB {dob} + {pl} {pc}    {hl}: {h}\n", dob=k.dobi(), pl="postcode" if c in ("UK", "AU", "CA") else "ZIP",
        pc=(k.addr["zip"], "ZIP"), hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"))
    n.f("Equipment: {mm} {desc}, s/n {s}\n", mm=dv.make_model, desc=dv.desc, s=(dv.serial, "DEVICE"))
    if dv.key == "pillbox" or r.random() < 0.08:
        bio = ids.bioid(r)
        n.f("Dispenser/hub unlock: {bl} {bv} on file (enrolled {d})\n", bl=bio[0], bv=(bio[1], "BIOID"), d=k.d(-r.randint(20, 400), "num"))
    n.line("")
    q = r.choice(DEV_QUOTES.get(dv.key, []) * 3 + QUOTES)
    n.f("{who} reports \"{q}\" {dur}. {detail}\n", who="Pt" if caller_is_pt else k.rel.capitalize(), q=q,
        dur=r.choice(C.DURATIONS), detail=r.choice(["No distress reported.", "Pt SOB at rest, lips not blue.",
                                                   "Pt comfortable, watching TV.", "Pt using back-up cylinder at 2 L.",
                                                   ["District nurse ", (k.nurse.first, "DOCTOR"), " is with pt now."]]))
    n.line("Troubleshooting: " + r.choice(["checked mains switch and fuse; unit restarted, alarm persists.",
                                           "asked to check tubing for kinks and filter - filter very dusty, cleaned.",
                                           "talked through alarm reset - resolved.",
                                           "advised to switch to back-up and keep phone on."]))
    out = r.randrange(3)
    if out == 0:
        veh = ids.vehicle(r, c)
        n.f("Outcome: engineer {who} dispatched, ETA {eta}, {vl} {vv}. Address confirmed: {a}\n",
            who=k.s(k.sup_eng, "eng", r.choice(["full", "first"])), eta=r.choice(["2 h", "within 4 h", "by 18:00", "first call tomorrow"]),
            vl=veh[0].lower(), vv=(veh[1], "VEHICLE"), a=k.addr_i())
    elif out == 1:
        n.f("Outcome: resolved by phone. Follow-up call booked {d}. {cl}\n", d=k.d(r.randint(1, 7), r.choice(["short", "wk_text"])),
            cl=r.choice(["Advised to ring %s if breathless." % {"UK": "999", "US": "911", "CA": "911", "AU": "000"}[c],
                         "No further action.", "Pt happy with plan."]))
        if r.random() < 0.5:
            n.f("Leaflet emailed to {e}.\n", e=(k.fam_email if not caller_is_pt else k.email, "EMAIL"))
    else:
        n.f("Outcome: swap-out booked {d}. Job {jv}. Referrer {doc} ({site}) informed by fax {fx}.\n",
            d=k.d(1, r.choice(["short", "wk_text"])), jv=(k.newid("wo")[1], "IDNUM"), doc=k.s(k.doc, "doc", "title_last"),
            site=(k.site, "HOSPITAL"), fx=(k.dept_fax, "FAX"))
    n.f("Call duration {m} min. {ini}\n", m=r.randint(3, 25), ini=k.s(k.clerk, "eng", "initials"))
    n.line("")
    n.line("Risk flags: " + ", ".join(C.pick(r, ["lives alone", {"o2c": "O2 dependent 24 h", "homevent": "ventilator dependent",
                                                                 "dialysis": "home HD 4x/week"}.get(dv.key, "frail"), "hard of hearing",
                                                 "English second language - " + r.choice(["Polish", "Punjabi", "Cantonese", "Somali", "Tagalog"]),
                                                 "dog on premises", "no mobile signal at property"], 2)))
    if dv.key in ("o2c", "homevent", "dialysis", "suction") and r.random() < 0.8:
        n.f("Registered with electricity supplier {org} as medically dependent (ref {rv}) on {d}.\n",
            org=(r.choice(PO.ENERGY), "ORGANIZATION"), rv=(ids.idnum(r, "referral")[1], "IDNUM"), d=k.d(-r.randint(30, 900), "num"))
    n.line("Previous calls:")
    off = -r.randint(5, 40)
    for _ in range(r.randint(1, 3)):
        n.f("  {d}  {ini}  {txt}\n", d=k.d(off, r.choice(["num", "short"])), ini=k.s(r.choice([k.clerk, k.eng2]), "eng", "initials"),
            txt=r.choice(["filter reminder, no issues", "alarm query - resolved by phone", "engineer visit, flowmeter replaced",
                          ["caller ", k.fn("first"), " asked about holiday supply"], "consumables re-ordered",
                          ["swap-out (job ", (k.newid("wo")[1], "IDNUM"), ")"]]))
        off -= r.randint(10, 120)


def _ward_call(n, k):
    r, c, dv = k.rng, k.c, k.dev
    ts = k.clocks(6)
    n.f("on-call log - {dep} - {d}\n", dep=r.choice(["biomed", "EBME", "clin eng", "HTM"]), d=k.d(0, r.choice(["num", "short", "iso"])))
    n.f("{t} call via switchboard from {who} on {w} (ext {e}) - {desc} on bed {b}: {f}. pt {p}, {ctx}\n", t=ts[0],
        who=k.s(k.nurse, "nurse", r.choice(["first", "full", "title_last"])), w=k.ward_i(), e=(k.ext, "PHONE"), desc=dv.desc,
        b=(k.bed, "LOCATION_OTHER"), f=dv.fault, p=k.pn(r.choice(["title_last", "first", "init_last", "LF"])),
        ctx=C.drug_line(r, dv.key).lower())
    n.f("{t} advised: {adv}\n", t=ts[1], adv=r.choice(["swap to spare from library (store code via switchboard)",
                                                       "do not use, label & bag, leave at nurses station",
                                                       "try different mains socket - possible faulty outlet",
                                                       "keep pt on current device, observe, call back if recurs"]))
    n.f("{t} {who} rang back - {upd}\n", t=ts[2], who=k.s(k.nurse, "nurse", "first"),
        upd=r.choice(["no spare on ward, library empty", "alarm again x2", "pt distressed by noise, pls attend",
                      ["spare found on ", (k.ward2, "HOSPITAL")]]))
    n.f("{t} attended in person. {fx}. device {a} quarantined / spare {a2} issued. {cl}\n", t=ts[3], fx=dv.fix[0].upper() + dv.fix[1:],
        a=(dv.asset, "DEVICE"), a2=(k.other_device().asset, "DEVICE"), cl=C.clause(r))
    if r.random() < 0.6:
        n.f("{t} call from {doc} (bleep {bl}) asking if pump history can be printed for {p}'s notes - "
            "event log emailed to {em}.\n", t=ts[4], doc=k.s(k.doc, "doc", "title_last"), bl=(k.bleep, "PHONE"),
            p=k.pn("last"), em=(phi.email(k.doc, r), "EMAIL"))
    n.f("{t} left site. callout claimed: {h}. WO {wo}. {who}\n", t=ts[5], h=C.hours(r), wo=(k.newid("wo")[1], "IDNUM"),
        who=k.s(k.eng, "eng", r.choice(["initials", "first", "full"])))


def _supplier_call(n, k):
    r, c, dv = k.rng, k.c, k.dev
    case = k.newid("ticket")
    n.f("Phone call - {sup} technical support - case {cv}\n", sup=(k.supplier, "ORGANIZATION"), cv=(case[1], "IDNUM"))
    n.f("Called {ph} on {d}, spoke to {who}. Our ref {wo}.\n", ph=(phi.phone(r, c), "PHONE"), d=k.d(0),
        who=k.s(k.sup_eng, "eng", r.choice(["first", "full"])), wo=(k.newid("wo")[1], "IDNUM"))
    home = dv.d["home"] and r.random() < 0.7
    n.f("Re: {mm} s/n {s} - {f}. Device was on pt ({p}, {a}) {w} when fault occurred; no harm.\n", mm=dv.make_model,
        s=(dv.serial, "DEVICE"), f=dv.fault, p=k.pn("initials"), a=k.age_i(),
        w=["at home in ", (k.addr["city"], "CITY")] if home else ["in ", k.ward_i()])
    n.f("They confirm known issue on SW {fw}, fix in next release. Asked us to send log via {u}. Loaner to be couriered "
        "({cour}) to {h} by {d}.\n", fw=dv.fw, u=(phi.url(r, "portal"), "URL"), cour=(k.courier, "ORGANIZATION"),
        h=[(k.addr["street"], "STREET"), " (pt's home)"] if home else k.hosp_i(), d=k.d(2, r.choice(["short", "wk_text"])))
    if r.random() < 0.5:
        n.f("Escalated to their product specialist {who} ({em}) - asked whether other sites have seen the same since {d}.\n",
            who=k.s(k.sup_eng, "eng", "full"), em=(phi.email(k.sup_eng, r), "EMAIL"), d=k.d(-r.randint(20, 90), "month_year"))
    n.f("Account {ac} confirmed; under warranty until {d}.\n", ac=(ids.rental_account(r)[1], "ACCOUNT"),
        d=k.d(r.randint(30, 400), "month_year"))
    n.f("{who} {d}\n", who=k.s(k.eng, "eng", r.choice(["full", "init_last"])), d=k.d(0, "num"))


WARD_KEYS = ["vip", "vip", "sd", "mon", "feed", "dvt", "mattress", "suction", "warmer", "vent", "bed"]


def gen(rng, country, lower):
    st = rng.randrange(5)
    if st in (0, 1, 2):
        k = Case(rng, country, home=True)
    else:
        k = Case(rng, country, dev_key=rng.choice(WARD_KEYS))
    n = Note(lower)
    if st in (0, 1, 2):
        _home_call(n, k)
    elif st == 3:
        _ward_call(n, k)
    else:
        _supplier_call(n, k)
    if rng.random() < 0.4:
        n.line("")
        n.line("---")
        if st == 4:
            _ward_call(n, k)
        else:
            _supplier_call(n, k)
    return n
