"""Own genres: belongings & valuables inventory, central telemetry monitoring log, family communication log."""
import datetime as dt
import re

from phi import (P, A, D, Doc, Cast, ch, chance, ri, sample, clock, digits, internal, staff, make_family, phone,
                 phone_intl, intl_pair, times_seq, Ticker, idnum, device_id, url, ip_private, Person, vehicle_plate, vin, bioid, license_no, letters)
from pools2 import CARE_HOMES, UNITS, LANGUAGES, COUNTRIES, PROFESSIONS, EMPLOYERS
import neg
from blocks import (H, O, L, days, age_sex, header, demo, sig, cosign, audit, row, he, his, prof_np)


def belongings():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["PATIENT BELONGINGS & VALUABLES INVENTORY", "Personal Property Inventory", "Belongings List / Valuables Envelope Record",
             "PATIENT PROPERTY CHECKLIST"]))
    d.ln("{f} - {u}   Form {fm}", f=H(c.fac), u=H(c.unit), fm=P(idnum(8), "IDNUM"))
    demo(d, c, p, ["name", "mrn", "room"] + sample(["dob", "acct", "agesex"], 1))
    d.ln("Inventory date/time: {dt} {t}   Admitted via: {v}", dt=c.D(c.adm, ch(["mdY0", "mdy", "dbY", "Ymd"])), t=clock(), v=ch(["ED", "direct admit", "transfer", "PACU"]))
    d.ln()
    widths = [5, 22, 46]
    row(d, ["Qty", "Item", "Description", "Disposition"], widths)
    items = []
    items.append(["1", "Cell phone", [ch(["black", "blue case", "cracked screen"]), "; IMEI ", P("%s %s %s %s" % (digits(2), digits(6), digits(6), digits(1)), "DEVICE")], "at bedside"])
    items.append(["1", "Hearing aid " + ch(["(R)", "(L)", "x2"]), ["SN ", P(device_id(), "DEVICE")], "case at bedside, labeled"])
    items.append(["1", "Dentures", ch(["upper partial", "upper + lower full", "lower"]), "denture cup labeled w/ name"])
    items.append(["1", "Eyeglasses", ch(["reading", "bifocals, brown frame"]), "bedside drawer"])
    items.append(["1", "Wallet", [ch(["brown leather", "black nylon"]), "; driver's license ", P(license_no(4) if c.country == "US" else "%s-%s-%s" % (letters(1), digits(4), digits(5)), "LICENSE"), " (", c.st(False), ")"],
                  ["security envelope ", P(idnum(8), "IDNUM")]])
    items.append(["", "Cash", "$%d.%02d (counted x2)" % (ri(0, 400), ch([0, 25, 50, 75])), "security envelope"])
    items.append(["1", "Keys", ["car keys - ", ch(["gray sedan", "red pickup", "white minivan", "silver SUV"]), ", plate ", P(vehicle_plate(c.country), "VEHICLE"), " in ",
                                L(ch(["Visitor Garage B", "lot P3", "ED lot", "North Parking Structure"]))], ["sent home w/ ", c.fam[0].rel]])
    items.append(["1", ch(["CPAP machine", "BiPAP (home)", "insulin pump supplies", "portable O2 concentrator"]), ["SN ", P(device_id(), "DEVICE")], "biomed checked, at bedside"])
    items.append(["1", "Clothing", ch(["jeans, shirt, jacket", "nightgown, slippers", "work uniform (" + "stained)", "cut off in ED - discarded"]), "belongings bag"])
    items.append(["3", "Home meds", "bottles: " + ", ".join(re.split(r" \d", m)[0] for m in neg.meds(3, True)), ch(["to pharmacy for ID", "sent home", "locked in med room"])])
    items.append(["1", ch(["Walker", "Cane", "Wheelchair (own)"]), "labeled w/ pt label", "in room"])
    items.append(["1", "Jewelry", ch(["wedding band yellow metal", "necklace w/ cross", "watch"]), ch(["on pt", "security envelope"])])
    if chance(0.4):
        items.append(["1", "Bank card", [ch(["debit card", "credit card"]), " (", O(ch(["Harbor Credit Union", "Great Lakes Savings Bank", "Prairie Trust Company"])), ")"], "security envelope"])
    if chance(0.3):
        items.append(["1", "Work badge", [O(ch(EMPLOYERS)), " ID"], "in wallet"])
    for it in sample(items, ri(6, len(items))):
        row(d, it, widths)
    d.ln()
    f = c.fam[0]
    if chance(0.8):
        d.ln("Released to: {n} ({rel}) on {dt} at {t}; ID checked - DL {dl}; phone {ph}", n=f.full(), rel=f.rel,
             dt=c.D(days(c, ri(0, 3)), ch(["md", "mdY0", "mdy", "Bd"])), t=clock(), dl=P(license_no(4), "LICENSE"), ph=c.phone())
    if chance(0.6):
        d.ln("Valuables envelope deposited w/ Security {t}; officer {o}, badge {b}.", t=clock(), o=staff().full(), b=P(digits(5), "IDNUM"))
    if chance(0.55):
        d.ln("Retrieval requires patient {how} ID {b}.", how=ch(["palm-vein scan", "fingerprint", "biometric"]), b=P(bioid(), "BIOID"))
    d.ln("Patient signature: {s}", s=ch(["signed", ["unable - ", ch(["sedated", "confused", "intubated"]), "; witnessed by 2 staff"], "declined"]))
    d.ln("Staff: {a}, {cr} / witness {b}", a=c.rns[0].full(), cr=c.rns[0].cred, b=staff().full())
    d.ln("Hospital not responsible for items kept at bedside. {n}", n=ch(["", "", "Pt prefers to keep glasses and hearing aids at bedside.",
                                                                         "Belongings bag labeled and placed in closet.", "Small amount of cash kept by pt (<$20) per pt request.",
                                                                         "Will re-inventory on transfer.", "Pt's own Foley leg bag discarded per policy."]))
    if chance(0.3):
        audit(d, c, c.rns[0])
    return d, c


def telemetry_log():
    c = Cast()
    d = Doc()
    d.ln(ch(["CENTRAL TELEMETRY MONITORING LOG", "Monitor Technician Shift Log", "Remote Telemetry Surveillance Log", "TELE ROOM LOG"]))
    d.ln("{f} - Central station {cs} ({ip})", f=H(c.fac), cs=ch(["A", "B", "2", "East"]), ip=P(ip_private(), "IPADDR"))
    tech = staff("RN")
    d.ln("Date: {dt}   Shift: {s}   Monitor tech: {t} x{x}   Backup: {b}", dt=c.D(c.base, ch(["mdY0", "amdy", "dbY", "AmdY", "Ymd"])), s=ch(neg.SHIFTS),
         t=tech.full(), x=P(digits(4), "PHONE"), b=staff().full())
    if chance(0.5):
        d.ln("Login: {u} via fingerprint {b}", u=tech.user(), b=P(bioid(), "BIOID"))
    d.ln()
    d.ln("ROSTER ({u})", u=H(c.unit))
    widths = [9, 22, 14, 8, 10]
    row(d, ["Bed", "Patient", "Transmitter", "Leads", "Baseline", "HR limits"], widths)
    pts = [c.pt] + [c.other_patient() for _ in range(ri(4, 10))]
    tx = {}
    for p in pts:
        tx[p.room] = device_id()
        row(d, [L(p.room), ch([p.LF, p.lf, p.last_])(), P(tx[p.room], "DEVICE"), ch(["5-lead", "3-lead"]), ch(["NSR", "AF", "SB", "paced", "ST", "1st AVB"]),
                "%d-%d" % (ri(40, 50), ri(120, 150))], widths)
    d.ln()
    d.ln("ALARM / EVENT LOG")
    tk = Ticker(step=(1, 70))
    for _ in range(ri(4, 9)):
        p = ch(pts)
        rn = ch(c.rns)
        d.add([tk(), "  ", L(p.room), " ", p.last_(), ": ", ch(["VT 6 beats", "AF RVR 148", "pause 3.2 s", "brady 38", "leads off x20 min", "SpO2 probe off", "ST elev V2 - artifact",
                                                                   "battery low", "PVC couplets", "no telemetry - pt in shower"]),
               " - ", ch(["strip printed, ", "", "reviewed, "]), "RN ", rn.staff(), " notified ", tk(), ch(["", "; pt asymptomatic", ["; ", neg.vitals(0)], ["; MD ", ch(c.mds).fi_last(), " aware"]]), "\n"])
    d.ln()
    if chance(0.7):
        p = ch(pts)
        d.ln("Transmitter swap bed {b}: {a} -> {n} (battery/cracked case).", b=L(p.room), a=P(tx[p.room], "DEVICE"), n=P(device_id(), "DEVICE"))
    if chance(0.6):
        p = ch(pts)
        d.ln("Off monitor: {n} ({b}) to {dept} {t1}-{t2} with RN {r}.", n=p.last_(), b=L(p.room), dept=ch(["CT", "MRI", "dialysis", "IR"]), t1=tk(), t2=tk(), r=ch(c.rns).first_())
    if chance(0.5):
        d.ln("System: gateway {g} down {t1}-{t2}, IT ticket {tk}; server {s} restarted by {u}.", g=P(ip_private(), "IPADDR"), t1=tk(), t2=tk(),
             tk=P("INC" + digits(7), "IDNUM"), s=P(ip_private(), "IPADDR"), u=P(ch(["itops", "biomed.oncall", "netadmin2", "tele_admin"]), "USERNAME"))
    if chance(0.4):
        d.ln("Dashboard: {u}", u=P(url(4), "URL"))
    d.ln("Handoff to {n} at {t}. {e}", n=staff().full(), t=clock(), e=neg.ordinary() if chance(0.3) else "")
    return d, c


def family_comm_log():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["FAMILY COMMUNICATION LOG", "Family / Visitor Contact Record", "Patient & Family Communication Record", "Contact Log - Family Updates"]))
    d.ln("{f} / {u}", f=H(c.fac), u=H(c.unit))
    demo(d, c, p, ["name", "mrn", "room"] + sample(["dob", "agesex", "acct"], 2))
    lang = ch(LANGUAGES)
    d.ln("Preferred language: {l}   Interpreter needed: {y}", l=lang, y=ch(["Y", "N", "for family only"]))
    d.ln()
    d.ln("AUTHORIZED CONTACTS (per patient)")
    fams = c.fam + [make_family(p) for _ in range(ri(0, 2))]
    for i, f in enumerate(fams):
        extra = ch(["", " - POA", " - primary", " - no medical info per pt", ""])
        abroad = chance(0.2)
        icn, iph = intl_pair()
        d.ln("{i}. {n} ({rel}){x}  {ph}{loc}", i=i + 1, n=ch([f.full, f.fml, f.lf])(), rel=f.rel, x=extra,
             ph=P(iph, "PHONE") if abroad else c.phone(), loc=[" in ", P(icn, "COUNTRY")] if abroad else ch(["", [" / ", f.email()], [" (", P(c.other_town(), "CITY"), ")"]]))
        if not abroad and chance(0.3):
            d.add(["   mail: "] + c.address(c.other_town() if chance(0.5) else None) + ["\n"])
    d.ln()
    row(d, ["Date", "Time", "Contact", "Staff", "Summary"], [8, 7, 26, 18])
    off = -ri(3, 6)
    for k in range(ri(4, 8)):
        f = ch(fams)
        off += ri(0, 1)
        when = days(c, off)
        st = ch(c.rns + c.mds)
        summ = ch([
            ["updated on ", ch(["plan of care", "VS and labs", "pending MRI", "d/c date"]), "; questions answered."],
            ["called via ", lang, " interpreter ", Person("DOCTOR").first_(), " (ID ", P(digits(6), "IDNUM"), ")."],
            ["wants Dr. ", ch(c.mds).last_(), " to call back at ", c.phone(), "."],
            ["visited ", "-".join(times_seq(2, step=(30, 150), style="hhmm")), "; brought ", ch(["clothes", "hearing aids", "home CPAP", "photos"]), "."],
            ["reports pt's ", ch(["neighbor", "friend", "employer"]), " ", Person("FAMILY").full(), " also asking for updates - not authorized."],
            ["works as ", prof_np(), "; can only visit after ", clock(ri(15, 19), 0, "hhmm"), "."],
            ["asked about ", his(p), " job at ", O(ch(EMPLOYERS)), "; SW to provide work note."],
            ["upset about ", ch(["fall", "delay in d/c", "roommate noise"]), "; charge RN ", c.charge.full(), " spoke with family."],
            ["arriving from ", P(c.other_town(), "CITY"), ", ", c.st(), " on ", c.D(days(c, ri(1, 3)), ch(["A", "amd", "Bd"])), "."],
            ["flight from ", P(ch(COUNTRIES), "COUNTRY"), " lands ", c.D(days(c, ri(1, 4)), ch(["Bd", "md", "A"])), "; hotel nearby."],
            [neg.ordinary()],
            [p.last_(), "'s ", f.rel, " requests update after rounds; given unit number."]])
        row(d, [c.D(when, ch(["md", "md0"])), clock(ri(7, 21), style="hhmm"), [f.rel, " ", ch([f.first_, f.full])()], st.staff(), summ], [8, 7, 26, 18])
    d.ln()
    if chance(0.5):
        d.ln("Family meeting {dt} {t} in {rm}: {a} and {b}, Dr. {m}, SW {s}.", dt=c.D(days(c, ri(0, 2)), ch(["A", "amd", "mdy"])), t=clock(ri(9, 16), ch([0, 15, 30]), "hhmm"),
             rm=L(ch(["conference rm 5B", "family lounge", "Quiet Room 3"])), a=fams[0].full(), b=fams[-1].first_(), m=ch(c.mds).last_(), s=staff().full())
    if chance(0.4):
        d.ln("Virtual visit link sent to {e}: {u}", e=fams[0].email(), u=P(url(5), "URL"))
    sig(d, c, c.rns[0])
    return d, c
