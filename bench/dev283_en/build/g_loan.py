"""Genre: patient device loan and return records (equipment library)."""
import clinical as C
import context
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "loan_record"


def _accessories(rng, key):
    acc = {"sd": "lock box + key, 2 x 9V batteries, carry pouch",
           "feed": "backpack, pole clamp, charger",
           "o2c": "humidifier bottle, 2 m tubing, nasal cannula x2, 'No Smoking' signage",
           "cpap": "mask (M, full face), heated tube, SD card, travel bag",
           "homevent": "circuit x2, filter pack, external battery, alarm remote",
           "abpm": "adult cuff, belt pouch, 4 x AA",
           "holter": "lead set, electrodes x10, patient diary",
           "oxi": "finger probe, lanyard",
           "photo": "blanket pad, eye shields, charger",
           "suction": "Yankauer x5, canister 1 L, filters x3",
           "hoist": "slings (M, L), charger",
           "mattress": "pump, CPR tag, instructions",
           "wheelchair": "charger, lap belt",
           "bed": "side rails x2, bumpers",
           "dialysis": "water treatment unit, training pack",
           "pillbox": "charger, 28-day cassette, SIM (pre-fitted)"}
    return acc.get(key, "charger, mains lead, user guide")


def _loan_form(n, k):
    r, dv, c = k.rng, k.dev, k.c
    ln = k.newid("loan")
    n.line("EQUIPMENT LIBRARY - PATIENT LOAN AGREEMENT")
    n.f("{ll}: {lv}     Issuing site: {h}, {w}\n", ll=ln[0], lv=(ln[1], "IDNUM"), h=k.hosp_i(), w=k.ward_i())
    n.line("")
    n.line("PATIENT DETAILS")
    n.f("Name: {p}      DOB: {dob}   Age: {a}\n", p=k.pn(r.choice(["LF", "lf", "full", "fml"])), dob=k.dobi(),
        a=(str(k.age), "AGE"))
    n.f("{hl}: {h}     {ml}: {m}{ssn}\n", hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"), ml=k.mrn[0], m=(k.mrn[1], "MRN"),
        ssn=k.ssn_i("     ") if c in ("US", "CA") and r.random() < 0.8 else "")
    n.f("Address: {a}\n", a=k.addr_i())
    n.f("Tel: {t}    Mobile: {m}\n", t=(k.phone, "PHONE"), m=(k.mobile, "PHONE"))
    if r.random() < 0.5:
        n.f("Email: {e}\n", e=(k.email, "EMAIL"))
    if r.random() < 0.45:
        n.f("Occupation: {p}{emp}\n", p=k.prof_i(),
            emp=[" (", (k.employer, "ORGANIZATION"), ")"] if not k.prof.startswith("retired") and r.random() < 0.5 else "")
    n.f("Carer / NOK: {f} ({rel}) {ph}\n", f=k.fn("full"), rel=k.rel, ph=(k.fam_phone, "PHONE"))
    n.f("{gl}: {doc}, {site}\n", gl="GP" if c in ("UK", "AU") else "PCP", doc=k.s(k.doc, "doc", "title_last"),
        site=(k.site, "HOSPITAL"))
    n.line("")
    n.line("EQUIPMENT")
    n.line("Item                         Make/Model            Serial          Asset")
    n.f("{d:<28} {mm:<21} {s}      {a}\n", d=dv.desc.ljust(28), mm=dv.make_model.ljust(21),
        s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    if r.random() < 0.5:
        d2 = context.Dev(r, r.choice(["oxi", "suction", "mattress", "oxi"]), k.hosp_abbr)
        n.f("{d:<28} {mm:<21} {s}      {a}\n", d=d2.desc.ljust(28), mm=d2.make_model.ljust(21),
            s=(d2.serial, "DEVICE"), a=(d2.asset, "DEVICE"))
    n.f("Accessories: {acc}\n", acc=_accessories(r, dv.key))
    n.f("Risk assessment: {ra}; home environment checked by {who} ({role}) on {d}.\n",
        ra=r.choice(["low", "medium - lives alone", "high - cognitive impairment, carer to manage device", "low - experienced user"]),
        who=k.s(k.nurse, "nurse", r.choice(["full", "init_last"])), role=r.choice(["district nurse", "OT", "community matron", "palliative CNS"]),
        d=k.d(-r.randint(1, 6), "num"))
    n.f("Reason for loan: {rs}\n", rs=r.choice([C.drug_line(r, dv.key), "discharge home. " + r.choice(C.HARD_NEG),
                                              "end-of-life care at home (fast track)" if dv.key in ("sd", "bed", "mattress", "suction") else "early supported discharge",
                                              "bridging until community equipment delivered"]))
    n.line("")
    n.f("Issued by: {who} on {d}   Training given to: {tr}\n", who=k.s(k.eng, "eng"), d=k.d(0),
        tr=r.choice([[k.pn("first")], ["carer ", k.fn("first")], ["patient and ", k.rel, " ", k.fn("first")]]))
    dur = r.choice([7, 14, 28, 28, 42, 90])
    n.f("Loan period: {dur} days   Expected return: {d}\n", dur=dur, d=k.d(dur, r.choice(["num", "dmy_text"])))
    n.line("Condition on issue: " + r.choice(["new", "good - minor scuffs", "refurbished, PPM in date", "good"]))
    if r.random() < 0.5:
        dl = ids.license_(r, c, "dl")
        n.f("ID checked (high-value item): {lab} {v}\n", lab=dl[0], v=(dl[1], "LICENSE"))
    if r.random() < 0.4:
        n.f("Deposit {amt} taken, receipt {rc}\n", amt=r.choice({"UK": ["GBP 50", "GBP 25", "\u00a350"], "US": ["$100", "$75"], "AU": ["$100", "AUD 50"],
                      "CA": ["$100", "CAD 75"]}[c]),
            rc=(ids.rental_account(r)[1], "ACCOUNT"))
    n.f("Patient/carer signature: {sig}    Date: {d}\n",
        sig=r.choice([k.pn("full"), k.fn("full"), "(signed)"]), d=k.d(0, "num"))
    n.line("")
    n.line("RETURN")
    if r.random() < 0.75:
        back = dur + r.randint(-5, 30)
        n.f("Returned: {d} by {who}   Condition: {cond}\n", d=k.d(back), who=r.choice([k.fn("first"), k.fn("full"), [k.courier_i()]]),
            cond=r.choice(["OK", "lock box key missing" if dv.key == "sd" else "charger missing", "cracked casing",
                           "contaminated - sent for decon", "all accessories present"]))
        dc = k.newid("decon")
        n.f("Decon: {dl} {dv} ({how})   Checked in by: {who}\n", dl=dc[0], dv=(dc[1], "IDNUM"),
            how=r.choice(["Chlor-clean 1000 ppm", "Tristel-type wipe", "AER"]), who=k.s(k.eng2, "eng", r.choice(["initials", "init_last"])))
        if back > dur + 7:
            n.f("Overdue {od} days - reminders sent {d1} and {d2}.\n", od=back - dur, d1=k.d(dur + 3, "short"),
                d2=k.d(dur + 7, "short"))
    else:
        n.line("Returned: ____________  (not yet returned)")


def _dme_loaner(n, k):
    r, dv, c = k.rng, k.dev, k.c
    ln = k.newid("loan")
    ra = ids.rental_account(r)
    n.f("{sup}\n", sup=(k.supplier, "ORGANIZATION"))
    n.line("LOANER / RENTAL EQUIPMENT DELIVERY TICKET")
    n.f("Ticket {lv}    {ral} {ra}    Delivery date {d}\n", lv=(ln[1], "IDNUM"), ral=ra[0], ra=(ra[1], "ACCOUNT"),
        d=k.d(0, "num"))
    n.f("Patient: {p}  DOB {dob}  Sex {sx}\n", p=k.pn("LF"), dob=k.dobi("num"), sx=k.pt.sex)
    n.f("Ship to: {a}\n", a=k.addr_i())
    n.f("Phone: {t}   Alt: {f} ({rel}) {fp}\n", t=(k.phone, "PHONE"), f=k.fn("full"), rel=k.rel,
        fp=(k.fam_phone, "PHONE"))
    n.f("Payer: {ins}  {hl} {h}\n", ins=r.choice(ids.PAYERS[c]),
        hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"))
    if k.ssn and r.random() < 0.9:
        n.f("{sl}: {sv} (on file for billing)\n", sl=k.ssn[0], sv=(k.ssn[1], "SSN"))
    lic = ids.license_doc(r, c)
    n.f("Ordering provider: {doc}  {ll} {lv}   Ph {ph}  Fax {fx}\n", doc=k.s(k.doc, "doc", r.choice(["cred", "title_last"])),
        ll=lic[0], lv=(lic[1], "LICENSE"), ph=(k.dept_phone, "PHONE"), fx=(k.dept_fax, "FAX"))
    n.f("Dx: {dx}\n", dx=r.choice(["J44.1 COPD w/ exacerbation", "G47.33 OSA", "G12.21 ALS",
                                  "I50.22 chronic systolic HF", "N18.6 ESRD", "P59.9 neonatal jaundice",
                                  "Z51.5 palliative care"]))
    n.line("")
    n.line("QTY  HCPCS  DESCRIPTION                          SERIAL")
    n.f("1    {hc}  {mm} {desc:<20}  {s}\n", hc=r.choice(["E1390", "E0601", "E0781", "E0466", "B9002", "E0202", "E0600"])
        if c == "US" else r.choice(["HE-114", "RS-220", "MOB-07", "ITM-41"]),
        mm=dv.make_model, desc=dv.desc, s=(dv.serial, "DEVICE"))
    n.line("1    A4615  cannula/tubing/supplies (per month)   --")
    n.line("")
    veh = ids.vehicle(r, c)
    n.f("Delivered by: {drv} ({cour}), {vl} {vv}\n", drv=k.s(k.sup_eng, "eng", r.choice(["full", "first_init"])),
        cour=(k.courier, "ORGANIZATION"), vl=veh[0].lower(), vv=(veh[1], "VEHICLE"))
    n.f("Setup/education completed with {who}. {hn}\n", who=r.choice([k.pn("first"), k.fn("first")]),
        hn=r.choice(C.HARD_NEG))
    n.f("Received in good condition: {sig}  Relationship: {rel}\n", sig=r.choice([k.pn("full"), k.fn("full")]),
        rel=r.choice(["self", k.rel]))
    n.line("")
    n.f("Pickup scheduled: {d}  (rental ends after {m} months, cap reached)\n", d=k.d(r.randint(30, 400), "num"),
        m=r.choice([10, 13, 36]))
    n.f("Questions: {ph} / {u}\n", ph=(phi.phone(r, c), "PHONE"), u=(phi.url(r, "portal"), "URL"))


def _overdue(n, k):
    r, c = k.rng, k.c
    n.f("{h} Equipment Library - overdue loans report, run {d} by {u}\n", h=k.hosp_i(), d=k.d(0, "iso"),
        u=(phi.username(k.clerk, r), "USERNAME"))
    n.line("")
    n.line("Loan      Patient                 Item                    Serial       Due         Contact")
    rows = r.randint(4, 7)
    for i in range(rows):
        p = phi.new_person(r)
        dv = k.other_device(home=True)
        due = -r.randint(3, 90)
        n.f("{ln}  {p}  {it}  {s}  {due}  {ph}\n", ln=(ids.idnum(r, "loan")[1], "IDNUM"),
            p=phi.pt(p, r, r.choice(["LF", "lf", "init_last", "LFm"])), it=(dv.brand + " " + dv.model).ljust(22),
            s=(dv.serial, "DEVICE"), due=k.d(due, "num"), ph=(phi.phone(r, c), "PHONE"))
    n.line("")
    n.line("Actions:")
    n.f("- {p}: spoke to {rel} {f} {d}, will drop back at main reception Fri. {dur}\n", p=k.pn("title_last"),
        rel=k.rel, f=k.fn("first"), d=k.d(1, "short"), dur="Device idle " + r.choice(C.DURATIONS) + ".")
    n.f("- Letter sent to {a} (2nd reminder).\n", a=k.addr_i())
    n.f("- One loan linked to deceased pt - handled sensitively per policy, collection booked with {cour}.\n",
        cour=(k.courier, "ORGANIZATION"))
    n.f("- Missing items to be recharged to cost centre {cc} if not returned by {d}.\n", cc=r.randint(1000, 9999),
        d=k.d(14, "dmy_text"))
    n.f("Report owner: {who}, Equipment Library Coordinator, {em}\n", who=k.s(k.clerk, "eng", "full"),
        em=(phi.email(k.clerk, r), "EMAIL"))


def _return_note(n, k):
    r, dv = k.rng, k.dev
    ln = k.newid("loan")
    n.f("loan return - {lv}\n", lv=(ln[1], "IDNUM"))
    n.f("{d} {t}  item: {mm} {desc} sn {s} / asset {a}\n", d=k.d(0, "num"), t=phi.clock(r), mm=dv.make_model,
        desc=dv.desc, s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    n.f("returned by {who} ({rel}) on behalf of pt {p}, {ml} {m}\n", who=k.fn("full"), rel=k.rel,
        p=k.pn(r.choice(["full", "LF", "title_last"])), ml=k.mrn[0], m=(k.mrn[1], "MRN"))
    n.f("pt {st}. loan started {d1}, {dur}.\n", st=r.choice(["passed away at home", ["readmitted to ", (k.ward, "HOSPITAL")],
                                                             "no longer needs device", "moved to care home"]),
        d1=k.d(-r.randint(10, 120), "num"), dur=r.choice(["longer than planned", "within agreed period", "2 wks overdue"]))
    n.f("event log download: {ev}. {hn}\n", ev=r.choice(["no alarms of note", "3 x occlusion alarms in final 48 h",
                                                         "battery depleted twice", "last infusion completed 04:12"]),
        hn=C.drug_line(r, dv.key))
    n.f("accessories: {acc} - {mis}\n", acc=_accessories(r, dv.key), mis=r.choice(["all present", "charger missing",
                                                                                   "1 item missing"]))
    n.f("decon: bagged, {ic}, sent to {w} dirty utility for AER.\n", ic=r.choice(["no known infection",
                                                                                  "MRSA positive - red bag",
                                                                                  "C. diff - chlorine clean"]),
        w=(k.building, "LOCATION_OTHER"))
    C.esafety(n, k, table=False)
    n.f("next: back to library stock, status AVAILABLE. {who}\n", who=k.s(k.eng, "eng", r.choice(["initials", "full", "init_last"])))
    if r.random() < 0.6:
        n.f("note to library: {f} asked that thanks be passed to {nn} and the team on {w}.\n", f=k.fn("first"),
            nn=k.s(k.nurse, "nurse", "first"), w=k.ward_i())


def gen(rng, country, lower):
    k = Case(rng, country, home=True)
    k.courier_i = lambda: (k.courier, "ORGANIZATION")
    n = Note(lower)
    st = rng.randrange(5)
    if st in (0, 1):
        _loan_form(n, k)
    elif st == 2:
        _dme_loaner(n, k)
    elif st == 3:
        _overdue(n, k)
    else:
        _return_note(n, k)
        if rng.random() < 0.4:
            n.line("")
            n.line("--- attached: original agreement (scanned) ---")
            _loan_form(n, k)
    return n
