"""Genre: asset register extracts (CMMS tables, asset cards, movement history)."""
import clinical as C
import pools_places as PP
import ids
import phi
from context import Case, Dev
from devices import DEVICES
from notebuilder import Note

GENRE = "asset_register"

STATUSES = ["IN SERVICE"] * 6 + ["ON LOAN", "CONDEMNED", "MISSING", "IN REPAIR", "QUARANTINE"]


def _row_note(k, st):
    r = k.rng
    if st == "ON LOAN":
        p = phi.new_person(r)
        return ["loan ", (ids.idnum(r, "loan")[1], "IDNUM"), " ", phi.pt(p, r, r.choice(["LF", "LFm", "init_last"]))]
    if st == "CONDEMNED":
        return ["BER ", k.d(-r.randint(5, 200), "num"), " WO ", (k.newid("wo")[1], "IDNUM")]
    if st == "MISSING":
        return ["reported missing, inc ", (k.newid("inc")[1], "IDNUM")]
    if st == "IN REPAIR":
        return [r.choice(["at depot, RMA ", "with supplier, RMA "]), (ids.idnum(r, "rma")[1], "IDNUM")]
    if st == "QUARANTINE":
        return ["FSN hold ", (k.newid("fsnlocal")[1], "IDNUM")]
    return r.choice(["", "", "", "spare", "shared w/ " + k.dept])


def _csv(n, k):
    r = k.rng
    sep = r.choice([",", "|", "\t"])
    n.f("Export: asset_register_{dept}.csv  run {d} {t} by {u}\n", dept=k.dept.lower().replace(" ", "_"), d=k.d(0, "iso"),
        t=phi.clock(r), u=(phi.username(k.clerk, r), "USERNAME"))
    cols = ["AssetNo", "Serial", "Make", "Model", "Location", "Status", "Commissioned", "LastPPM", "NextPPM", "Notes"]
    n.line(sep.join(cols))
    for i in range(r.randint(10, 17)):
        dv = Dev(r, r.choice(DEVICES)["key"], k.hosp_abbr)
        st = r.choice(STATUSES)
        loc = r.choice([(k.ward, "HOSPITAL"), (k.ward2, "HOSPITAL"), k.dept, "EBME store", (k.building, "LOCATION_OTHER")])
        if st == "ON LOAN":
            loc = "COMMUNITY"
        n.f("{a}{s}{sn}{s}{b}{s}{m}{s}{loc}{s}{st}{s}{c}{s}{lp}{s}{np}{s}{note}\n", s=sep, a=(dv.asset, "DEVICE"),
            sn=(dv.serial, "DEVICE"), b=dv.brand, m=dv.model, loc=loc, st=st, c=k.d(-r.randint(400, 4000), r.choice(["iso", "num"])),
            lp=k.d(-r.randint(10, 360), "iso") if st != "CONDEMNED" else "", np=k.d(r.randint(5, 360), "iso") if st == "IN SERVICE" else "",
            note=_row_note(k, st))
    n.line("")
    n.line("%d rows. Filter: Dept = '%s' OR Location LIKE '%%Ward%%'" % (r.randint(40, 900), k.dept))


def _card(n, k):
    r, c, dv = k.rng, k.c, k.dev
    n.line("ASSET RECORD")
    n.f("Asset no: {a}    Serial: {s}    Barcode: {a}\n", a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"))
    n.f("Description: {desc}   Make: {b}   Model: {m}   GMDN {g}   Risk class {rc}\n", desc=dv.desc, b=dv.brand, m=dv.model,
        g=dv.d["gmdn"], rc=r.choice(["IIa", "IIb", "III", "I"]))
    n.f("Owner: {h}   Cost centre: {cc}   Dept: {dept}   Location: {w} / room {rm}\n", h=k.hosp_i(), cc=r.randint(1000, 9999),
        dept=k.dept, w=k.ward_i(), rm=(k.room, "LOCATION_OTHER"))
    n.f("Supplier: {sup}   PO: {po}   Cost: {cost}\n", sup=(k.supplier, "ORGANIZATION"), po=(k.newid("po")[1], "IDNUM"),
        cost=r.choice(["GBP 2,450.00", "$18,900.00", "$4,120", "GBP 640.00", "$1,075.50"]))
    n.f("Manufactured: {y}   Received: {d1}   Commissioned: {d2}   Warranty to: {d3}\n", y=k.d(-r.randint(2000, 3500), "year"),
        d1=k.d(-r.randint(1500, 1900), "num"), d2=k.d(-r.randint(1400, 1490), "num"), d3=k.d(r.randint(-300, 400), "num"))
    n.f("Country of origin: {co}   UDI-DI (01){gtin}   Lot {lot}\n", co=(r.choice(PP.COUNTRIES), "COUNTRY"),
        gtin="0%013d" % r.randint(10 ** 11, 10 ** 12), lot="%s%d" % (r.choice("ABKMX"), r.randint(1000, 9999)))
    n.f("Expected life: {el} years   Replacement year: {ry}   Condition score: {cs}/5\n", el=r.choice([7, 8, 10]),
        ry=k.d(r.randint(300, 1500), "year"), cs=r.randint(1, 5))
    if dv.key in ("adc", "pillbox") or r.random() < 0.12:
        bio = ids.bioid(r)
        n.f("Biometric reader: {cnt} enrolments; last admin enrolment {bl} {bv} by {u}\n", cnt=r.randint(1, 240), bl=bio[0],
            bv=(bio[1], "BIOID"), u=(phi.username(k.eng2, r), "USERNAME"))
    if dv.key in ("mon", "vip", "adc", "vent", "dialysis", "ecg") or r.random() < 0.3:
        n.f("Network: MAC {mac}   IP {ip}   VLAN {vl}   Wi-Fi: {ssid}\n", mac=(phi.mac(r), "DEVICE"), ip=(phi.ipaddr(r), "IPADDR"),
            vl=r.randint(100, 999), ssid=r.choice(["MED-DEV", "CLIN-IOT", "BIOMED-5G"]))
    n.f("PPM: {pm}-monthly, contract {ct}, last {lp}, next {np}\n", pm=r.choice([6, 12, 24]),
        ct=r.choice(["in-house", "OEM comprehensive", "third party"]), lp=k.d(-r.randint(10, 300), "num"), np=k.d(r.randint(10, 300), "num"))
    n.line("")
    n.line("Movement / event history:")
    off = -r.randint(600, 1200)
    events = r.randint(4, 7)
    for i in range(events):
        kind = r.choice(["moved", "loan", "wo", "ppm", "moved", "inc"])
        if kind == "moved":
            txt = ["Moved ", (k.ward2, "HOSPITAL"), " -> ", (k.ward, "HOSPITAL"), " (scan by ", (phi.username(k.clerk, r), "USERNAME"), ")"]
        elif kind == "loan":
            txt = ["Issued on loan ", (k.newid("loan")[1], "IDNUM"), " to ", k.pn(r.choice(["LF", "full", "init_last"])),
                   ", ", k.mrn[0], " ", (k.mrn[1], "MRN"), "; returned ", k.d(off + r.randint(7, 60), "num")]
        elif kind == "wo":
            txt = ["CM ", (k.newid("wo")[1], "IDNUM"), ": ", dv.fault, " (", k.s(r.choice([k.eng, k.eng2]), "eng", "init_last"), ")"]
        elif kind == "ppm":
            txt = ["PPM pass (", k.s(r.choice([k.eng, k.eng2]), "eng", "initials"), ")"]
        else:
            txt = ["Linked to incident ", (k.newid("inc")[1], "IDNUM"), " - pt ", k.pn("initials"), ", no device fault"]
        n.f("  {d}  {txt}\n", d=k.d(off, r.choice(["num", "iso"])), txt=txt)
        off += r.randint(30, 200)
    n.line("")
    n.f("Record last edited {d} by {u}\n", d=k.d(0, "iso"), u=(phi.username(k.eng, r), "USERNAME"))


def _listing(n, k):
    r = k.rng
    key = r.choice(["vip", "sd", "homevent", "o2c", "defib", "mon"])
    d0 = Dev(r, key, k.hosp_abbr)
    n.f("Fleet listing - {mm} ({desc}) - {h}\n", mm=d0.brand + " " + "/".join(d0.d["models"]), desc=d0.desc, h=k.hosp_i())
    n.f("Printed {d} for {who} ({why})\n", d=k.d(0, r.choice(["num", "dmy_text"])), who=k.s(k.mgr, "eng", "full"),
        why=r.choice(["FSN scoping", "capital replacement bid", "audit", "insurance schedule"]))
    n.line("")
    n.line("#   Asset        Serial          FW       Location                 Last PPM")
    for i in range(r.randint(8, 15)):
        dv = Dev(r, key, k.hosp_abbr)
        loc = r.choice([[(k.ward, "HOSPITAL")], [(k.ward2, "HOSPITAL")], ["Equip Library"],
                        ["patient home - ", phi.pt(phi.new_person(r), r, r.choice(["LFm", "init_last", "LF"]))],
                        ["ICU bed ", (str(r.randint(1, 24)), "LOCATION_OTHER")], ["unknown"]])
        n.f("{i:<3} {a}  {s}  {fw}  {loc}  {lp}\n", i=str(i + 1).ljust(3), a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"),
            fw=dv.fw.ljust(7), loc=loc, lp=k.d(-r.randint(5, 500), r.choice(["num", "iso"])))
    n.line("")
    n.f("Notes: 2 units unaccounted for since the move to {b}. {cl}\n", b=(k.building, "LOCATION_OTHER"), cl=C.clause(r))


def gen(rng, country, lower):
    k = Case(rng, country)
    n = Note(lower)
    st = rng.randrange(3)
    [_csv, _card, _listing][st](n, k)
    return n
