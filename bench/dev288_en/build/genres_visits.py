"""Face-to-face genres: home visit consultations, care-home call-outs and
base-centre (treatment centre / after-hours clinic) consultations."""

import clinical as CL
import common as C
import phi
from case import nm, age_piece, addr
from doc import Doc

CAR_STOCK = ["ceftriaxone 1g IM (lidocaine 1% diluent)", "benzylpenicillin 1.2g IM", "dexamethasone 3.8mg PO",
             "prednisolone 40mg PO", "hydrocortisone 100mg IM", "adrenaline 1:1000 0.5ml IM",
             "salbutamol 5mg neb", "cyclizine 50mg IM", "diclofenac 75mg IM", "midazolam 5mg SC",
             "morphine 5mg SC", "furosemide 40mg IV", "glucagon 1mg IM", "haloperidol 1mg SC",
             "metoclopramide 10mg IM", "co-amoxiclav 625mg PO stat", "aspirin 300mg chewed"]

ACCESS = ["Key safe at front door", "Daughter let me in", "Back door open as arranged", "Neighbour has key",
          "Buzzer flat %d" , "Police called to force entry - no answer", "Carer present on arrival"]


def home_visit(r, c):
    d = Doc()
    h, m = C.ooh_time(r)
    scn = CL.pick_scenario(r, r.choice("hhp"), c.age)
    child = c.age < 12
    style = r.randrange(3)
    arr = C.tm(r, h, m, "colon")
    h2, m2 = C.later(h, m, r.randrange(20, 75))
    if style == 0:
        d.ln("HOME VISIT CONSULTATION")
        d.ln("{o}  -  {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
        d.ln("Date: {dt}   Arrived: %s   Departed: %s   Case: {cn}" % (arr, C.tm(r, h2, m2, "colon")),
             dt=C.D(r, c.date, c), cn=("IDNUM", c.case_no))
        d.ln("")
        C.demo_block(d, r, c, r.choice(["table", "caps"]))
    elif style == 1:
        d.ln("HV  {dt}  %s  {n}  ({a})" % arr, dt=C.D(r, c.date, c, r.choice(["dmy2", "wk_short", "d_mon"])),
             n=C.pt_name(r, c, r.choice(["LAST_first", "full"])),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["sex", "yo_nospace"])))
        d.ln("@ {a}", a=addr(r, c, r.choice(["no_region", "town_only_pc"])))
        d.ln("%s {x}  dob {b}  ph {p}" % c.mrn_label, x=("MRN", c.mrn), b=C.Dob(r, c), p=("PHONE", c.phone_home))
    else:
        d.ln("Visit note - {o}", o=("ORGANIZATION", c.org))
        d.ln("Visiting clinician: {n}   Driver: {dr}   Vehicle: {v}", n=C.doc_name(r, c.doc, "dr_full"),
             dr=nm(r, c.driver, "DOCTOR", r.choice(["full", "first"])), v=("VEHICLE", c.plate))
        d.ln("Patient {n}, {a}, DOB {b}", n=C.pt_name(r, c, "title_full"),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["yr_old", "aged", "words"])), b=C.Dob(r, c))
        d.ln("Address: {a}", a=addr(r, c, "full"))
        if r.random() < 0.4:
            d.ln("Location notes: %s {lm}, %s." % (r.choice(["2nd block of", "behind", "ground floor,", "next to"]),
                                                    r.choice(["blue door", "no street lighting", "use side entrance", "parking on verge"])),
                 lm=("LOCATION_OTHER", C.landmark(r, c)))
        d.ln("Seen on {dt} at %s." % arr, dt=C.D(r, c.date, c, r.choice(["wk_long", "d_month_y", "dmy"])))
    d.ln("")
    a = r.choice(ACCESS)
    if "%d" in a:
        a = a % r.randrange(1, 40)
    d.ln("Access: " + a + ". " + r.choice(["Present: {rel} {f}.", "{rel} {f} present throughout.",
                                             "Seen alone, {rel} {f} on phone."]).replace("{rel}", c.nok_rel),
         f=C.fam_name(r, c.nok))
    d.ln("Reason for visit: " + r.choice(scn.pc))
    if r.random() < 0.3:
        C.pasted_block(d, r, c)
    C.hx_exam(d, r, c, scn, child=child)
    if r.random() < 0.55:
        C.pmh_meds(d, r, c)
    if r.random() < 0.5:
        C.social(d, r, c)
    if r.random() < 0.45:
        d.ln("Given from car stock: %s. Batch %s. CD register entry %d." % (
            r.choice(CAR_STOCK), "".join(r.choice("ABCDEFGHKLMNPRSTX0123456789") for _ in range(6)),
            r.randrange(10, 400)))
    if scn.rx and r.random() < 0.55:
        d.ln("Prescribed (FP10 handwritten from car pad):" if c.country == "UK" else "Prescribed:")
        C.rx_lines(d, r, c, scn)
        if r.random() < 0.6:
            d.ln("Rx serial {s} - to be collected from {p} by {f}.", s=("IDNUM", phi.rx_serial(r, c.country)),
                 p=("HOSPITAL", c.pharmacy), f=C.fam_name(r, c.nok, "first"))
    if r.random() < 0.3:
        d.ln("Hospital notes: last admission to {h} ({w}) {dt}, discharge summary seen.", h=("HOSPITAL", c.hospital),
             w=r.choice([("HOSPITAL", "Ward %d" % r.randrange(1, 40)), "AMU", "CCU", "cardiology",
                         ("HOSPITAL", "Ward %s%d" % (r.choice("ABC"), r.randrange(1, 9))),
                         ("HOSPITAL", "%s Ward" % r.choice(C.PL.SAINTS + C.PL.ORG_STEMS))]),
             dt=C.D(r, phi.dshift(c.date, -r.randint(10, 300)), c, r.choice(["month_y", "mon_y", "dmy"])))
    C.safety_net(d, r, c)
    d.ln(r.choice(["Info to own GP ({p}) via OOH message.", "Summary to {p} by secure email {e}.",
                   "Copy to {p}, fax {f}."]), p=("HOSPITAL", c.practice), e=("EMAIL", c.practice_email),
         f=("FAX", c.practice_fax))
    d.ln("")
    C.sign(d, r, c, "doc")
    return d


def carehome(r, c):
    d = Doc()
    h, m = C.ooh_time(r)
    scn = CL.pick_scenario(r, "c", c.age)
    c.street = c.ch_street
    style = r.randrange(3)
    if style == 0:
        d.ln("CARE HOME CALL-OUT")
        d.ln("Home: {ch}   Room {rm}   Tel {t}", ch=("HOSPITAL", c.carehome), rm=("LOCATION_OTHER", c.room),
             t=("PHONE", c.ch_phone))
        d.ln("Address: {a}", a=addr(r, c, "full"))
        d.ln("Called by: {n}, %s, at %s" % (r.choice(["nurse in charge", "senior carer", "RN", "team leader"]),
                                           C.tm(r, h, m, "colon")), n=nm(r, c.ch_nurse, "DOCTOR", r.choice(["full", "first"])))
        d.ln("Resident: {n}   DOB {b}   Age {a}   %s {x}" % c.mrn_label, n=C.pt_name(r, c, "full"), b=C.Dob(r, c),
             a=("AGE", str(c.age)), x=("MRN", c.mrn))
        d.ln("Date of call-out: {dt}    Case {cn}", dt=C.D(r, c.date, c), cn=("IDNUM", c.case_no))
    elif style == 1:
        d.ln("{ch} - rm {rm} - {n} {a}", ch=("HOSPITAL", c.carehome), rm=("LOCATION_OTHER", c.room),
             n=C.pt_name(r, c, r.choice(["title_last", "LAST_first"])),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["sex", "yo"])))
        d.ln("{dt} %s. call from {n} ({t})" % C.tm(r, h, m, "plain"), dt=C.D(r, c.date, c, "dmy2"),
             n=nm(r, c.ch_nurse, "DOCTOR", "first"), t=("PHONE", c.ch_phone))
        d.ln("%s {x}" % c.mrn_label, x=("MRN", c.mrn))
    else:
        d.ln("Residential Aged Care / Nursing Home Attendance Record")
        d.ln("Facility: {ch}, {t}", ch=("HOSPITAL", c.carehome), t=("CITY", c.town))
        d.ln("Room: {rm}%s" % r.choice(["", " (memory support unit)", " (high care)", " - shared"]),
             rm=("LOCATION_OTHER", c.room))
        d.ln("Resident: {n} (DOB {b})", n=C.pt_name(r, c, "LAST_FIRST"), b=C.Dob(r, c))
        if c.plan:
            d.ln("%s: {x}" % c.plan_label, x=("HEALTHPLAN", c.plan))
        d.ln("Attended: {dt} %s by {d}" % C.tm(r, h, m, "colon"), dt=C.D(r, c.date, c, r.choice(["wk_dmy", "dmy", "iso"])),
             d=C.doc_name(r, c.doc, "dr_full"))
        d.ln("Staff member: {n} RN", n=nm(r, c.ch_nurse, "DOCTOR", "full"))
    d.ln("")
    k = r.randrange(3)
    if k == 0:
        d.ln("ReSPECT form: DNACPR, ceiling = ward-based care / comfort-focused. Signed {dt} by {g}.",
             dt=C.D(r, phi.dshift(c.date, -r.randint(20, 700)), c, r.choice(["dmy", "d_mon_y", "mm_yyyy"])),
             g=C.doc_name(r, c.gp, "dr_last"))
    elif k == 1:
        d.ln("Advance care plan on file - NFR. Not for hospital transfer unless symptoms uncontrolled. EPOA: {f} (%s)." % c.nok_rel,
             f=C.fam_name(r, c.nok, "full"))
    else:
        d.ln("TEP/goals of care: for active treatment in home, for transfer if needed. Rockwood CFS %d." % r.randint(5, 8))
    d.ln("Reason: " + r.choice(scn.pc))
    C.hx_exam(d, r, c, scn)
    if r.random() < 0.5:
        C.pmh_meds(d, r, c)
    if scn.key == "eol_agitation" and r.random() < 0.7:
        d.ln("Syringe driver: T34 %s, serial {sd}, line site L chest, no redness." % r.choice(["Ambulatory", "pump"]),
             sd=("DEVICE", phi.device_serial(r, "syringe_driver")))
    if r.random() < 0.3:
        d.ln("Pendant alarm unit {p} - activated by resident at %s." % C.tm(r, style="colon"),
             p=("DEVICE", phi.device_serial(r, "pendant")))
    if scn.rx and r.random() < 0.5:
        d.ln("Charted / prescribed:")
        C.rx_lines(d, r, c, scn)
        d.ln("Supply via {p}, fax {f}.", p=("HOSPITAL", c.pharmacy), f=("FAX", c.pharm_fax))
    d.ln(r.choice(["NOK {f} ({rel}) updated by phone {p} at %s." % C.tm(r, style="colon"),
                   "Family aware - {rel} {f} informed ({p}).", "Spoke to {rel} {f} on {p}, agrees with plan."]).replace(
        "{rel}", c.nok_rel), f=C.fam_name(r, c.nok), p=("PHONE", c.nok_phone))
    if r.random() < 0.4:
        d.ln("Staff to handover to {g} / {p} on {dt}.", g=C.doc_name(r, c.gp, "dr_last"), p=("HOSPITAL", c.practice),
             dt=C.D(r, phi.dshift(c.date, r.randint(1, 3)), c, r.choice(["weekday", "wk_short", "dm"])))
    C.safety_net(d, r, c)
    C.sign(d, r, c, r.choice(["doc", "doc", "nurse"]))
    return d


def base_consult(r, c):
    d = Doc()
    h, m = C.ooh_time(r)
    scn = CL.pick_scenario(r, "b", c.age)
    child = c.age < 12
    arr = C.tm(r, h, m, "colon")
    h2, m2 = C.later(h, m, r.randrange(5, 80))
    style = r.randrange(3)
    if style == 0:
        d.ln("{b} - CONSULTATION RECORD", b=("HOSPITAL", c.base))
        d.ln("{st}, {t}  {z}    Tel {p}", st=("STREET", c.base_street), t=("CITY", c.base_town),
             z=("ZIP", c.base_postcode), p=("PHONE", c.base_phone))
        d.ln("")
        C.demo_block(d, r, c)
        d.ln("Arrived %s  Seen %s  Room {rm}" % (arr, C.tm(r, h2, m2, "colon")),
             rm=("LOCATION_OTHER", str(r.randrange(1, 12))))
        d.ln("Attendance date: {dt}   Encounter: {e}", dt=C.D(r, c.date, c), e=("ACCOUNT", c.enc_no))
    elif style == 1:
        d.ln("PCC consult {dt}  -  {b}", dt=C.D(r, c.date, c, r.choice(["wk_dmy", "dmy", "d_mon_y"])), b=("HOSPITAL", c.base))
        d.ln("{n}  {a}  DOB {b}  %s {x}" % c.mrn_label, n=C.pt_name(r, c, "LAST_first"),
             a=age_piece(r, c.age, c.pt.sex, "sex"), b=C.Dob(r, c), x=("MRN", c.mrn))
        if c.plan:
            d.ln("%s {x}    fee: %s" % (c.plan_label, r.choice(["GMS - no charge", "bulk billed", "no charge",
                                                                 "private %s60 paid" % C.CURRENCY[c.country]])),
                 x=("HEALTHPLAN", c.plan))
        d.ln("Triage cat %d. Booked via %s. Consult room {rm}." % (r.randint(2, 5), r.choice(C.HELPLINE[c.country])),
             rm=("LOCATION_OTHER", r.choice(["%d" % r.randrange(1, 9), "%d%s" % (r.randrange(1, 6), r.choice("AB"))])))
    else:
        d.ln("After hours clinic attendance")
        d.ln("Clinic: {b}    Date: {dt}    Time in: %s" % arr, b=("HOSPITAL", c.base),
             dt=C.D(r, c.date, c, r.choice(["iso", "mon_d_y", "dmy"])))
        d.ln("Name: {n}    Age: {a}    Phone: {p}", n=C.pt_name(r, c, "full"), a=("AGE", str(c.age)),
             p=("PHONE", c.phone_mob))
        d.ln("Address: {a}", a=addr(r, c))
        d.ln("%s: {x}    Usual GP: {g} ({p})" % (c.plan_label or c.mrn_label), x=("HEALTHPLAN" if c.plan else "MRN", c.plan or c.mrn),
             g=C.doc_name(r, c.gp, "dr_last"), p=("HOSPITAL", c.practice))
    d.ln("")
    if child or r.random() < 0.3:
        d.ln("Accompanied by %s {f}%s." % (c.nok_rel, r.choice(["", " who gives history", " and sibling"])),
             f=C.fam_name(r, c.nok, r.choice(["first", "full"])))
    d.ln("PC: " + r.choice(scn.pc))
    C.hx_exam(d, r, c, scn, child=child)
    if r.random() < 0.5:
        C.pmh_meds(d, r, c, short=True)
    if r.random() < 0.6:
        C.social(d, r, c)
    if scn.rx and r.random() < 0.7:
        d.ln("Rx issued:")
        C.rx_lines(d, r, c, scn, 3)
        if r.random() < 0.5:
            d.ln("Dispensed from base stock (%d tabs). Nearest open pharmacy {p}, {t}, tel {ph}." % r.choice([6, 10, 12, 15]),
                 p=("HOSPITAL", c.pharmacy), t=("CITY", c.town), ph=("PHONE", c.pharm_phone))
    unit = {"abdo_pain": "surgical assessment unit", "chest_pain": "ED (chest pain pathway)", "paed_fever": "paediatric assessment unit",
            "cellulitis": "ambulatory care unit", "asthma": "ED", "mh_crisis": "mental health liaison team at ED",
            "back_pain": "ED for MRI (?cauda equina)"}.get(scn.key)
    if unit and r.random() < 0.35:
        d.ln("Referred to {h} %s - letter given, pt to go by private car." % unit, h=("HOSPITAL", c.hospital))
    if r.random() < 0.25:
        d.ln("Fit note / medical certificate issued %d days; employer {e}." % r.choice([3, 5, 7]),
             e=("ORGANIZATION", c.employer))
    C.safety_net(d, r, c)
    if r.random() < 0.25:
        C.holiday_line(d, r, c)
    d.ln("Discharged %s. Summary to {p}." % C.tm(r, *C.later(h2, m2, r.randrange(10, 40)), style="colon"), p=("HOSPITAL", c.practice))
    C.sign(d, r, c, r.choice(["doc", "doc", "nurse"]))
    if r.random() < 0.25:
        C.audit(d, r, c, 1)
    return d


GENRES = {
    "home_visit": (home_visit, (0, 101)),
    "care_home_callout": (carehome, (70, 103)),
    "base_consultation": (base_consult, (0, 92)),
}
