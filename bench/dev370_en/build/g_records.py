"""Records: revaccination schedule, donor chimerism report, IS taper log, ECP treatment record."""
import datetime as dt

from common import ch, rn, pr, sample, shuffled
import ctx as X
import blocks as B
import clin as K

TD = dt.timedelta


def months(d0, m):
    return d0 + TD(days=int(m * 30.44))


def who_gave(d, c, site_name):
    k = rn(0, 3)
    if k == 0:
        d.p(ch([c.cns.init2, c.coord.init2]), "DOCTOR")
    elif k == 1:
        p = X.person(c.country)
        d.p(p.full, "DOCTOR")
        d.t(ch([" RN", " (practice nurse)", ""]))
    elif k == 2:
        d.p(c.cns.init, "DOCTOR")
    else:
        d.p(site_name, "HOSPITAL")


def revaccination(d, c):
    v = c.v
    d.t(ch(["POST-HSCT REVACCINATION RECORD\n", "Revaccination Schedule - Allogeneic HCT "
            "Recipient\n", "Immunisation record after stem cell transplant\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t(" | %s\n\n" % ch(["BMT Late Effects", "Transplant Pharmacy", "Vaccination Clinic"]))
    B.pt_banner(d, c, rn(0, 4))
    d.f("Date of transplant (Day 0): {DATE:hct}   Donor: {hla}\n")
    el = months(c.hct, ch([3, 6, 12]))
    elig = ch(["off systemic IS, no active cGvHD, CD4 0.38, CD19 0.11",
               "on ruxolitinib - inactivated vaccines only", "IVIG stopped"])
    d.f("Eligibility reviewed {DATE:e}: {x}", e=c.D(el), x=elig)
    if elig == "IVIG stopped":
        d.f(" {DATE:s}", s=c.D(el - TD(days=rn(40, 90))))
    d.t("\n")
    d.t("Live vaccines (MMR, varicella) not before 24 months and only if the 2-1-8 rule is met."
        "\n\n")
    site_names = [c.centre.name, c.gp_site.name]
    vs = sample(K.VACCINES, rn(6, 10))
    vs.sort(key=lambda t: t[1][0])
    tab = pr(0.5)
    if tab:
        d.t("Vaccine | Dose | Due (m) | Due date | Given | Batch | Given by\n")
    for name, ms in vs:
        for j, m in enumerate(ms[:rn(1, len(ms))]):
            due = months(c.hct, m)
            given = due + TD(days=rn(0, 40))
            done = given <= c.visit and not ("live" in name and "ruxolitinib" in elig)
            if tab:
                d.t("%s | %d | %d | " % (name, j + 1, m))
                d.p(c.D(due), "DATE")
                d.t(" | ")
                if done:
                    d.p(c.D(given), "DATE")
                    d.t(" | %s | " % K.batch())
                    who_gave(d, c, ch(site_names))
                else:
                    d.t(ch(["due", "-", "not given"]) + (" (on IS)" if "live" in name else "")
                        + " | | ")
                d.t("\n")
            else:
                d.t("- %s dose %d (%d months): " % (name, j + 1, m))
                if done:
                    d.t("given ")
                    d.p(c.D(given), "DATE")
                    d.t(" at ")
                    d.p(ch(site_names), "HOSPITAL")
                    d.t(", batch %s, %s deltoid\n" % (K.batch(), ch(["L", "R"])))
                else:
                    d.t("due ")
                    d.p(c.D(due), "DATE")
                    d.t("\n")
    d.t("\nNotes:\n")
    f = B.fam(c)
    if f:
        d.f("- Household contacts ({r} {FAMILY:n}) to have annual influenza vaccine", r=f[0],
            n=f[1].first)
        if hasattr(c, "kid_age") and pr(0.5):
            d.f("; {r2} aged {AGE:a} may have MMR/varicella as normal",
                r2="grandchild" if c.age > 60 else "child", a=str(rn(1, 14)))
        d.t(".\n")
    if pr(0.45):
        d.f("- Travel to {COUNTRY:co} planned {DATE:t}: yellow fever vaccine contraindicated; "
            "exemption letter issued.\n", co=ch(["Ghana", "Kenya", "Brazil", "Peru", "Nigeria",
                                                 "Uganda", "Colombia"]),
            t=c.D(c.visit + TD(days=rn(30, 200)), "my"))
    if pr(0.5):
        d.t("- Serology: anti-HBs %d IU/L, tetanus IgG %s IU/mL, pneumococcal serotype titres "
            "pending.\n" % (rn(0, 900), K.f1(0.05, 3, 2)))
    if pr(0.4):
        d.f("- Copy to {g}: {HOSPITAL:p}, fax {FAX:fx}\n", g="GP" if not c.us else "PCP",
            p=c.gp_site.name, fx=c.gp_site.fax)
    d.t("\nRecord updated by ")
    p = ch([c.cns, c.coord, c.pharm])
    if pr(0.5):
        d.p(X.username(p), "USERNAME")
    else:
        d.p(p.full, "DOCTOR")
    d.f(" on {DATE:u}\n", u=c.D(c.visit))


def chimerism(d, c):
    v = c.v
    d.t(ch(["Histocompatibility & Immunogenetics Laboratory\n", "Molecular Haematology - "
            "Chimerism Service\n", "Transplant Immunology Laboratory\n"]).replace(
        "Haematology", c.Haem))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n")
    B.addr_inline(d, c.centre.addr)
    d.f("\nLab enquiries {PHONE:p}\n\n", p=X.phone(c.country, "work"))
    d.t(ch(["DONOR CHIMERISM REPORT\n", "Post-transplant chimerism analysis\n",
            "CHIMERISM - FINAL REPORT\n"]))
    coll = c.visit - TD(days=rn(0, 3))
    rec = coll + TD(days=rn(0, 1))
    rep = rec + TD(days=rn(2, 7))
    d.f("Lab No: {IDNUM:a}   Request: {IDNUM:o}\n", a=X.idnum("acc"), o=X.idnum("order"))
    d.f("Specimen: {s}   Collected: {DATE:c} {t1}   Received: {DATE:r} {t2}\n",
        s=ch(["PB EDTA 6 mL", "BM aspirate", "PB, CD3/CD33 selected", "peripheral blood"]),
        c=c.D(coll), t1="%02d:%02d" % (rn(7, 12), rn(0, 59)), r=c.D(rec),
        t2="%02d:%02d" % (rn(9, 17), rn(0, 59)))
    d.f("Reported: {DATE:r}\n", r=c.D(rep))
    if pr(0.4):
        d.f("{l} {ACCOUNT:a}\n", l=ch(["Billing acct", "Episode no.", "Visit ID"]),
            a=X.account())
    d.t("\n")
    B.pt_banner(d, c, ch([0, 2, 3]))
    d.t("Requesting clinician: ")
    B.dname(d, c, ch([c.cons, c.cons2, c.reg]), form=ch(["full", "init", "last"]))
    d.t("   Location: ")
    if pr(0.4):
        d.p(c.ward, "HOSPITAL")
    else:
        d.t(ch(["BMT Late Effects clinic", "%s day unit" % c.Haem, "outpatients"]))
    d.t("\n")
    d.f("Transplant: {DATE:hct}, {hla}\n")
    if c.donor_fam:
        d.f("Donor: {r} {FAMILY:n}", r=c.donor_fam[0], n=ch([c.donor_fam[1].full,
                                                             c.donor_fam[1].first]))
        if pr(0.5):
            d.f(", DOB {DATE:b}", b=c.D(c.dob + TD(days=rn(-4000, 4000))))
        d.t("\n")
    else:
        d.f("Donor: unrelated, ID {IDNUM:i} ({ORGANIZATION:r}", i=X.idnum("donor"),
            r=c.registry)
        if pr(0.5):
            d.f(", {COUNTRY:co}", co=c.donor_country)
        d.t(")\n")
    dsex = c.donor_fam[1].sex if c.donor_fam else ch("MF")
    d.t("Sex match: %s%s\n" % ("%s->%s" % (dsex, c.sex), " (sex-mismatched)" if dsex != c.sex
                                else ""))
    meth = ch(["STR-PCR, capillary electrophoresis", "qPCR (InDel panel)", "XY-FISH (sex-"
                                                                           "mismatched)",
               "NGS-based chimerism"])
    d.t("Method: %s\n" % meth)
    if "STR" in meth:
        d.t("Informative loci: %s\n" % ", ".join(sample(["D8S1179", "D21S11", "D7S820",
                                                          "CSF1PO", "D3S1358", "TH01", "D13S317",
                                                          "D16S539", "D2S1338", "vWA", "TPOX",
                                                          "D18S51", "D5S818", "FGA"], rn(3, 6))))
    prev = coll - TD(days=rn(60, 200))
    d.t("\nFraction          % donor   Previous (" if pr(0.5) else
        "\nFraction | % donor | previous (")
    d.p(c.D(prev), "DATE")
    d.t(")\n")
    mixed = pr(0.35)
    low = None
    for fr in sample(["Whole blood", "CD3+ T cells", "CD15+ granulocytes", "CD33+ myeloid",
                      "CD19+ B cells", "CD56+ NK cells"], rn(2, 4)):
        a = 100 if not mixed or pr(0.4) else rn(55, 97)
        b = min(100, a + rn(-3, 12))
        if a < 100 and (low is None or a < low[1]):
            low = (fr, a)
        d.t("%-17s %s   %s\n" % (fr, ">99" if a == 100 and pr(0.5) else a, b))
    d.t("\nInterpretation: ")
    if low:
        d.t("Mixed chimerism in %s (%d%% donor), %s compared with previous sample. Suggest "
            "repeat in 4 weeks and clinical correlation (IS taper / DLI).\n" % (
                low[0], low[1], ch(["declining", "stable", "rising"])))
    else:
        d.t("Full donor chimerism in all fractions tested.\n")
    d.t("Sensitivity ~1-5% recipient DNA. Not UKAS-accredited for NGS method.\n"
        if "NGS" in meth else "")
    d.t("\nReported by: ")
    d.p(c.sci.full, "DOCTOR")
    d.t(ch({"UK": [", Clinical Scientist", ", HCPC registered", ", Senior BMS"],
            "US": [", MLS(ASCP)", ", CHS(ABHI)", ", Technical Specialist"],
            "CA": [", MLT", ", Clinical Molecular Geneticist"]}.get(
        c.country, [", Senior Scientist", ", Medical Scientist", ", Scientist"])))
    if pr(0.5):
        d.f(" ({LICENSE:n})", n={"UK": ch(["CS", "BS"]) + X.digits(5),
                                 "US": "MLS" + X.digits(6)}.get(c.country, X.digits(6)))
    d.t("\nAuthorised: ")
    d.p(c.sci2.full if pr(0.6) else c.sci2.init, "DOCTOR")
    d.t(ch([", Consultant Clinical Scientist\n", ", Laboratory Director\n", "\n"]))
    if pr(0.6):
        d.f("LIMS v4.2 - printed {DATE:p} by {USERNAME:u} @ {IPADDR:i}\n", p=c.D(rep),
            u=X.username(c.sci if pr(0.6) else None), i=X.ipaddr())


DRUGS = [("tacrolimus", "tac", "5-8 ug/L", [3, 2.5, 2, 1.5, 1, 0.75, 0.5], "mg"),
         ("ciclosporin", "CsA", "100-150 ug/L", [150, 125, 100, 75, 50, 25], "mg"),
         ("sirolimus", "siro", "4-8 ug/L", [2, 1.5, 1, 0.5], "mg"),
         ("prednisolone", "pred", None, [30, 25, 20, 15, 12.5, 10, 7.5, 5, 4, 3, 2.5, 2, 1],
          "mg"),
         ("ruxolitinib", "rux", None, [20, 15, 10, 5], "mg"),
         ("mycophenolate", "MMF", None, [1000, 750, 500, 250], "mg")]


def taper_log(d, c):
    v = c.v
    drug, ab, tgt, steps, unit = ch(DRUGS)
    if c.us:
        drug = {"ciclosporin": "cyclosporine", "prednisolone": "prednisone"}.get(drug, drug)
    d.t(ch(["IMMUNOSUPPRESSION TAPER LOG\n", "IS Taper Record - %s\n" % drug.capitalize(),
            "Immunosuppression weaning chart\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n")
    B.pt_banner(d, c, ch([0, 2, 4]))
    d.f("HCT {DATE:hct} ({hla}); indication: {ind}\n", ind=ch(
        ["GvHD prophylaxis - planned taper", "mouth/eye cGvHD now quiescent", "mixed chimerism "
                                                                             "- withdraw IS",
         "skin cGvHD responding"]))
    d.t("Drug: %s%s\n" % (drug, " (target trough %s)" % tgt if tgt else ""))
    start = X.wkday(c.visit - TD(days=rn(40, 160)))
    d.f("Plan agreed {DATE:s} by ", s=c.D(start))
    B.dname(d, c, c.cons, form=ch(["last", "full", "init"]))
    d.t(": %s\n\n" % ch(["reduce by 10-20% every 2 weeks if no flare",
                          "step down one level every 1-2 weeks, then stop",
                          "reduce every 2 weeks if no flare; hold if flare"]))
    d.t(ch(["Date       | Dose          | Level | Creat | Mg   | Change | By\n",
            "DATE        DOSE        LEVEL  CR   COMMENT                 INIT\n"]))
    freq = "OD" if ab == "pred" else ("BD" if ab in ("rux", "MMF", "CsA") else ch(["BD", "OD"]))
    if c.us:
        freq = {"BD": "BID", "OD": "daily"}[freq]
    k = rn(0, max(0, len(steps) - 4))
    day = start
    staff = [c.cns, c.pharm, c.reg, c.cons]
    n = rn(4, 9)
    rowfmt = ch([c.ds, c.ds, "dmon"])
    for i in range(n):
        day = X.wkday(day + TD(days=ch([7, 7, 14, 14, 10])))
        if day > c.visit:
            break
        change = "no change"
        if i and pr(0.6) and k < len(steps) - 1:
            k += 1
            change = "reduced"
        elif i and pr(0.15):
            change = ch(["hold 1 dose", "flare - dose kept"])
        lv = K.f1(2, 13) if tgt else "-"
        d.p(c.D(day, rowfmt), "DATE")
        d.t("  %s %g %s %s  %s  %s  %s  %s  " % (
            ab, steps[k], unit, freq, lv, rn(55, 140), K.f1(0.55, 0.95, 2), change))
        p = ch(staff)
        if pr(0.7):
            d.p(p.init2, "DOCTOR")
        else:
            d.p(X.username(p), "USERNAME")
        d.t("\n")
    d.t("\nComments:\n")
    if pr(0.6):
        cd = c.visit - TD(days=rn(3, 30))
        if tgt:
            d.f("{DATE:x}: level {l} - phoned, dose held x1. Spoke with ", x=c.D(cd),
                l=K.f1(12, 19))
        else:
            d.f("{DATE:x}: {w} - phoned. Spoke with ", x=c.D(cd), w=ch([
                "plt 68, neut 0.9 - dose held 3 days", "itch worse after last step",
                "missed 2 doses (supply issue)", "feeling low after reduction"]))
        f = B.fam(c)
        if f and pr(0.6):
            d.f("{r} {FAMILY:n} on {PHONE:ph}", r=f[0], n=f[1].first, ph=c.nok_phone)
        else:
            d.f("patient on {PHONE:ph}", ph=c.pt_phone)
        d.t(".\n")
    if pr(0.5):
        d.f("{DATE:x}: {w}\n", x=c.D(c.visit - TD(days=rn(1, 14))), w=ch([
            "mouth flare (lichenoid, Lee oral 6) - back to previous dose",
            "no flare, eyes stable, continue taper", "Cr 142 - ?CNI toxicity, dose reduced",
            "BP 162/94 - amlodipine increased by GP"]))
    if pr(0.4):
        d.f("Levels taken at {HOSPITAL:h} ({p}); results faxed to {FAX:fx}.\n",
            h=c.local.name, p=ch(["shared care", "local lab", "phlebotomy"]), fx=c.centre.fax)
    d.t("\nPrescriber: ")
    B.dname(d, c, c.cons, form="full")
    lab, val = X.license(c.country, "doc")
    d.f(" {l} {LICENSE:n}\nPharmacist check: ", l=lab, n=val)
    d.p(c.pharm.full, "DOCTOR")
    d.t("\n")
    if pr(0.4):
        B.audit(d, c, c.pharm)


def ecp_record(d, c):
    v = c.v
    d.t(ch(["EXTRACORPOREAL PHOTOPHERESIS (ECP) - TREATMENT RECORD\n",
            "ECP Session Record\n", "Photopheresis nursing record\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t(" - %s" % ch(["Apheresis Unit", "Therapeutic Apheresis Service", "Day Unit"]))
    d.f(", chair {LOCATION_OTHER:ch}\n\n", ch=str(rn(1, 8)))
    B.pt_banner(d, c, ch([0, 2, 4]))
    if pr(0.5):
        d.f("{l}: {ACCOUNT:a}\n", l=ch(["Episode", "Visit no", "Encounter #", "Acct"]),
            a=X.account())
    d.t("ID check: wristband + verbal DOB")
    if pr(0.55):
        k = ch(["palm", "finger"])
        d.f("; {w} {BIOID:b}", w="palm-vein scan" if k == "palm" else "fingerprint ID",
            b=X.bioid(k))
    d.t("\n")
    d.t("Indication: %s cGvHD (%s)\n" % (ch(["steroid-refractory", "steroid-dependent",
                                             "steroid-intolerant"]),
                                         ", ".join(sample(["skin", "mouth", "eyes", "fascia",
                                                           "lung"], rn(1, 3)))))
    cyc = rn(1, 24)
    s1 = c.visit
    d.f("Cycle {n}, day {k}: {DATE:a}", n=cyc, k=ch([1, 2]), a=c.D(s1, ch([c.ds, "wd"])))
    gap, gw = ch([(14, "2 weeks"), (28, "4 weeks"), (7, "week")])
    d.t(" (schedule: 2 consecutive days every %s)\n" % gw)
    d.f("Instrument: {m}, SN {DEVICE:s}   Kit lot {lot}\n", s=X.device_sn("ecp"),
        lot=K.batch(), m=ch(["closed-system ECP", "Therakos Cellex", "Spectra Optia + UVA "
                                                                     "irradiator",
                             "closed-system photopheresis unit"]))
    acc = ch(["port", "periph", "vascath"])
    if acc == "port":
        d.f("Access: implanted port (SN {DEVICE:p}), 20G non-coring needle\n",
            p=X.device_sn("port"))
    elif acc == "periph":
        d.t("Access: 17G antecubital inlet, 18G return\n")
    else:
        d.f("Access: tunnelled vascath inserted {DATE:i}\n", i=c.D(c.visit - TD(days=rn(30,
                                                                                         300))))
    d.t("Pre: Wt %s kg  BP %d/%d  HR %d  Hb %s  Plt %d  Hct %d%%\n" % (
        K.f1(45, 110), rn(100, 150), rn(55, 95), rn(58, 104), K.f1(90, 150, 0) if not c.us else
        K.f1(9, 15), rn(60, 300), rn(28, 44)))
    d.t("Whole blood processed %d mL; buffy coat %d mL; methoxsalen %s mL (20 ug/mL); "
        "UVA %s J/cm2; duration %d min\n" % (rn(1200, 1800), rn(220, 320), K.f1(2.5, 6.5),
                                             ch(["1.5", "2.0"]), rn(85, 150)))
    d.t("Anticoagulant: %s\n" % ch(["heparin 1:10", "ACD-A", "heparin bolus 5000 units"]))
    d.t("Complications: %s\n" % ch(["nil", "nil", "vasovagal at 40 min, resolved", "citrate "
                                    "tingling", "line poor flow, repositioned"]))
    nx = c.visit + TD(days=gap)
    d.f("Next: {DATE:a}-{DATE:b}\n", a=c.D(nx, "dm"), b=c.D(nx + TD(days=1), "dm")) if pr(0.5) \
        else d.f("Next: {DATE:a} and {DATE:b}\n", a=c.D(nx), b=c.D(nx + TD(days=1)))
    if pr(0.6):
        d.f("Parking concession renewed for vehicle {VEHICLE:r}", r=X.vehicle(c.country))
        if pr(0.4):
            f = B.fam(c)
            if f:
                d.f(" ({r} {FAMILY:n} drives)", r=f[0], n=f[1].first)
        d.t("\n")
    if pr(0.3):
        d.f("Transport: {ORGANIZATION:o} booked, pick-up from ", o=ch([
            "Greenway Patient Transport", "Lifeline Community Transport", "Careline Cars",
            "Kestrel Access Transport"]))
        d.p(c.addr.street, "STREET")
        d.t("\n")
    d.t("\nNurse: ")
    d.p(c.ecpn.full if pr(0.6) else c.ecpn.init, "DOCTOR")
    if pr(0.4):
        lab, val = X.license(c.country, "nurse")
        d.f(" ({l} {LICENSE:n})", l=lab, n=val)
    d.t("   Checked: ")
    d.p(ch([c.cns.init2, c.cns.full]), "DOCTOR")
    d.t("\n")
    if pr(0.4):
        B.audit(d, c, c.ecpn)
