"""Shared blocks for dev240_en genres: identifier headers, signatures, social history, follow-up.
All PHI goes through Note.p / tuples; plain strings here carry no PHI."""
import clin as C
import places as P

HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "New Year's Day", "Fourth of July", "Memorial Day", "Labor Day", "Easter", "Christmas Eve"],
    "UK": ["Christmas", "Boxing Day", "New Year's Eve", "Easter", "Christmas Day", "Eid", "Diwali"],
    "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Easter", "Diwali", "Eid", "Youth Day", "Boxing Day"],
}
SEXW = {"M": ["M", "Male", "male"], "F": ["F", "Female", "female"]}


def holiday(n):
    return (n.pick(HOLIDAYS[n.c]), "DATE")


def sex(n):
    return n.pick(SEXW[n.pt.sex])


def id_header(n, rich=False):
    """Patient identification block in one of many layouts."""
    c = n.c
    k = n.ri(0, 4)
    if c == "US":
        if k == 0:
            n.f("Patient: {p}    MRN: {m}    DOB: {d}    Age: {a}    Sex: {s}\n", p=n.ptn("LF"), m=n.mrn(), d=n.v_dob, a=n.v_age, s=sex(n))
        elif k == 1:
            n.f("Name: {p} | DOB {d} | MRN {m} | Acct {ac}\n", p=n.ptn("full"), d=n.v_dob, m=n.mrn(), ac=n.account())
        elif k == 2:
            n.f("{p} (MRN {m}), {a}{s}, DOB {d}\n", p=n.ptn("LFM"), m=n.mrn(), a=n.v_age, s=n.pt.sex, d=n.v_dob)
        elif k == 3:
            n.f("PATIENT NAME: {p}\nMED REC #: {m}\nBIRTH DATE: {d}\nVISIT #: {ac}\n", p=n.ptn("LF"), m=n.mrn(), d=n.v_dob, ac=n.account())
        else:
            n.f("Pt: {p}  {a} y.o. {s}  MRN {m}  DOB {d}\n", p=n.ptn("fullm"), a=n.v_age, s=sex(n), m=n.mrn(), d=n.v_dob)
        if rich or n.chance(0.3):
            n.f("Insurance: {ins}  Member ID: {mid}\n", ins=n.org(P.INSURERS) if n.chance(0.7) else "Medicare Part B", mid=n.plan_id())
    elif c == "UK":
        if k == 0:
            n.f("Name: {p}   DOB: {d}   Hosp No: {m}   NHS No: {nh}\n", p=n.ptn("full"), d=n.v_dob, m=n.mrn(), nh=n.nhs())
        elif k == 1:
            n.f("Patient: {p}, {d} ({a}y)  NHS {nh}\n", p=n.ptn("LF"), d=n.v_dob, a=n.v_age, nh=n.nhs())
        elif k == 2:
            n.f("{p}\nD.O.B. {d}\nUnit No. {m}\nNHS Number: {nh}\n", p=n.ptn("LF"), d=n.v_dob, m=n.mrn(), nh=n.nhs())
        elif k == 3:
            n.f("RE: {t} {p}  DOB {d}  MRN {m}\n", t=n.pt_title(), p=n.ptn("fullm"), d=n.v_dob, m=n.mrn())
        else:
            n.f("Pt {p} | {a} {s} | RTH/Hosp no {m} | NHS no {nh}\n", p=n.ptn("full"), a=n.v_age, s=sex(n), m=n.mrn(), nh=n.nhs())
    else:
        if k == 0:
            n.f("Patient: {p}   Folder No: {m}   DOB: {d}   ID No: {i}\n", p=n.ptn("full"), m=n.mrn(), d=n.v_dob, i=n.ssn())
        elif k == 1:
            n.f("NAME: {p}\nHOSP NO: {m}\nAGE: {a}  SEX: {s}\n", p=n.ptn("LF"), m=n.mrn(), a=n.v_age, s=sex(n))
        elif k == 2:
            n.f("{p} ({a}{s}) - Folder {m} - DOB {d}\n", p=n.ptn("full"), a=n.v_age, s=n.pt.sex, m=n.mrn(), d=n.v_dob)
        elif k == 3:
            n.f("Pt name: {p}  Hosp no.: {m}  Date of birth: {d}\n", p=n.ptn("LFM"), m=n.mrn(), d=n.v_dob)
        else:
            n.f("Patient {p}, {a} years, ID {i}, file {m}\n", p=n.ptn("fullm"), a=n.v_age, i=n.ssn(), m=n.mrn())
        if rich or n.chance(0.4):
            n.f("Medical aid: {ins}  No: {mid}\n", ins=n.org(P.INSURERS), mid=n.plan_id())


def contact_lines(n):
    n.f("Address: {a}\n", a=n.addr_pieces(country_too=n.chance(0.2)))
    if n.chance(0.8):
        n.f("{l} {ph}\n", l=n.pick(["Tel:", "Phone:", "Home:", "Mobile:", "Cell:", "Contact no."]), ph=n.phone(ext=False))
    if n.chance(0.25):
        n.f("Email: {e}\n", e=n.email(n.pt))


def sig(n, role="doc", mode=None, with_lic=None, with_user=None, when=True):
    n.t(n.pick(["\n", "\n\n"]))
    k = n.ri(0, 4)
    if k == 0:
        n.f("Electronically signed by {w} on {d} at {t}\n", w=n.who(role, mode or "full_cred"), d=n.date(0), t=C.time(n))
    elif k == 1:
        n.f("{w}\n", w=n.who(role, mode or "full_cred"))
        if when:
            n.f("{d} {t}\n", d=n.date(0), t=C.time(n))
    elif k == 2:
        n.f("Signed: {w}", w=n.who(role, mode or "title_full"))
        n.f(" ({r})\n", r=n.pick({"doc": ["Consultant", "Attending", "Registrar", "Clinical lead"], "pod": ["Podiatrist", "Specialist Podiatrist", "Podiatric Surgeon"],
                                  "surg": ["Consultant Surgeon", "Attending Surgeon", "Registrar"], "nurse": ["Wound care", "Specialist Nurse", "District Nurse", "Staff Nurse"]}.get(role, ["Staff"])))
    elif k == 3:
        n.f("-- {w} / {d}\n", w=n.who(role, mode or "ig"), d=n.date(0))
    else:
        n.f("{w}\n{rl}\n", w=n.who(role, mode or "full"), rl=n.pick(["Diabetic Foot Service", "Limb Preservation Service",
                                                                   "Podiatry", "Wound Care & Hyperbaric Medicine", "Vascular Surgery"]))
    if with_lic or (with_lic is None and n.chance(0.35)):
        n.f("{l}\n", l=n.lic(role))
    if with_user or (with_user is None and n.chance(0.25)):
        n.f("[{u} | {ip}]\n", u=n.username(n.staff(role)), ip=n.ip()) if n.chance(0.3) else n.f("User: {u}\n", u=n.username(n.staff(role)))


def lic_label(n, role):
    if n.c == "US":
        return n.pick(["NPI", "NPI:", "Lic #", "State lic.", "License no."])
    if n.c == "UK":
        if role in ("pod", "orth"):
            return n.pick(["HCPC", "HCPC reg.", "HCPC no."])
        if role in ("nurse", "tvn", "tech"):
            return n.pick(["NMC PIN", "NMC"])
        return n.pick(["GMC", "GMC No.", "GMC no:"])
    if role in ("nurse", "tvn", "tech"):
        return n.pick(["SANC", "SANC no."])
    return n.pick(["HPCSA", "HPCSA no.", "HPCSA Reg"])


def social(n):
    """Social history sentence(s) with occupation, family, carers, origins."""
    out = []
    k = n.ri(0, 5)
    if k == 0:
        n.f("Works as a {pr} at {em}. ", pr=n.profession(), em=n.org(P.EMPLOYERS))
    elif k == 1:
        n.f("Retired {pr}. ", pr=n.profession())
    elif k == 2:
        n.f("Occupation: {pr} ({em}), {x}. ", pr=n.profession(), em=n.org(P.EMPLOYERS), x=n.pick(["on sick leave", "on %s feet 10 h/day" % n.his, "still working full time", "off work 3/12"]))
    elif k == 3:
        n.f("Former {pr}, now on disability. ", pr=n.profession())
    elif k == 4:
        n.f("Employed by {em} as a {pr}. ", em=n.org(P.EMPLOYERS), pr=n.profession())
    rel = n.pick_rel(["wife", "husband", "daughter", "son", "sister", "niece", "partner", "neighbour", "grandson"])
    k = n.ri(0, 5)
    if k == 0:
        n.f("Lives with {r} {f}", r=rel, f=n.famn(rel))
        if n.chance(0.4):
            n.f(" ({a})", a=(str(n.ri(30, 88)), "AGE"))
        n.t(". ")
    elif k == 1:
        n.f("Lives alone in a {h}; {r} {f} visits daily. ", h=n.pick(["ground-floor flat", "bungalow", "two-storey house", "RDP house", "mobile home", "council flat"]), r=rel, f=n.famn(rel, "full"))
    elif k == 2:
        n.f("Main carer is {r} {f}, who works as a {pr}. ", r=rel, f=n.famn(rel), pr=(n.pick(P.PROFESSIONS), "PROFESSION"))
    elif k == 3:
        n.f("Resident at {h}. ", h=n.other_hosp([x for x in P.HOSPITALS[n.c] if "Care Home" in x or "Nursing" in x or "Frail" in x or "Hospice" in x] or P.HOSPITALS[n.c]))
    elif k == 4:
        n.f("Married, {r} {f} attends appointments with %s. " % n.him, r=rel, f=n.famn(rel))
    if n.chance(0.35):
        n.f(n.pick(["Originally from {co}, moved here in {y}. ", "Born in {co}; emigrated {y}. ", "Recently back from {co} (travelled {y}). "]),
            co=n.country_other(), y=n.date(-n.ri(300, 9000), kind="partial"))
    if n.chance(0.25):
        n.f("Attends {ch}. ", ch=n.org(P.CHURCHES))
    n.t(n.pick(["Smoker, %d/day. " % n.ri(5, 30), "Ex-smoker, quit %d yrs ago. " % n.ri(2, 30), "Never smoked. ", "Alcohol %d units/wk. " % n.ri(0, 40), "Non-smoker, no alcohol. ", "Snuff user. "]))
    return out


def followup(n):
    k = n.ri(0, 6)
    if k == 0:
        n.f("Follow-up: {d} at {t} in {s}.\n", d=n.date(n.pick([7, 14, 14, 21, 28]), kind=n.pick(["full", "short"])), t=C.time(n), s=n.hosp())
    elif k == 1:
        n.f("RTC {w} ({d}).\n", w=n.pick(["1 week", "2 wks", "2/52", "3/52", "4 weeks"]), d=n.date(n.pick([7, 14, 21, 28]), kind="short"))
    elif k == 2:
        n.f("Review {x}.\n", x=n.pick(["2/52", "in 1/52 with dressing check", "4/52 in MDT clinic", "after imaging", "next week"]))
    elif k == 3:
        n.f("Next appt {d}, {dr}.\n", d=n.date(n.pick([7, 10, 14, 28]), st=n.pick(["wd_md", "wd_ord_uk", "wd_dmy", "wd_long_us", "wd_long_za"])), dr=n.who(n.pick(["doc", "pod"]), "title_last"))
    elif k == 4:
        n.f("Return {w}; sooner if redness, swelling, fever or CBG > {g}.\n", w=n.pick(["1/52", "in 2 weeks", "10 days"]), g=C.glucose(n))
    elif k == 5:
        n.f("Booked for {d} (see you {wd}).\n", d=n.date(14), wd=n.date(14, st="wd"))
    else:
        n.t("Follow up in foot clinic as scheduled.\n")


def cc_line(n):
    n.f(n.pick(["cc: {a}\n", "Copy: {a}\n", "CC: %s - {a}\n" % ("PCP" if n.c == "US" else "GP")]), a=[*n.who("gp", n.pick(["title_full", "title_last"])), ", ", n.other_hosp(n.site_of("gp"))])


REMARKS = ["is keen to avoid admission", "says the boot is too heavy to wear at home", "is worried about losing the toe",
           "asked about driving in the cast", "admits to walking barefoot in the garden", "was tearful discussing amputation",
           "reports checking feet daily with a mirror", "cannot afford the taxi fare twice a week", "is now wearing the new shoes",
           "wants to go back to work", "understands the plan", "declined admission today", "prefers morning appointments"]


def pt_remark(n):
    n.f("{r} {x}. ", r=n.pt_ref(), x=n.pick(REMARKS))


def footer(n):
    k = n.ri(0, 2)
    if k == 0:
        n.f("\n---\n{p}  MRN {m}  Page 1 of 1  Printed {d} {t} by {u}\n", p=n.ptn("LF"), m=n.mrn(), d=n.date(n.ri(0, 2), kind="full"), t=C.time(n), u=n.username(n.staff("clerk")))
    elif k == 1:
        n.f("\n{p} | DOB {d} | {m} | CONFIDENTIAL\n", p=n.ptn("LFM"), d=n.v_dob, m=n.mrn())
    else:
        n.f("\nPatient: {p} ({m})  -  document generated {d}\n", p=n.ptn("full"), m=n.mrn(), d=n.date(0, kind="full"))


def vehicle_line(n):
    k = n.ri(0, 2)
    if k == 0:
        n.f("Drives own car (reg {v}); advised not to drive in offloading device.\n", v=n.vehicle("plate"))
    elif k == 1:
        n.f("Adapted vehicle VIN {v} - hand controls fitted after amputation.\n", v=n.vehicle("vin"))
    else:
        n.f("Parking permit for vehicle {v} supported.\n", v=n.vehicle("plate"))
